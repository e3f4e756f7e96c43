import { describe, expect, it } from 'vitest';
import {
  isAgentCentreType,
  isShowAC,
  isShowMC,
  loginCheck,
  type LoginState,
  type RestrictedFeature,
} from './loginCheck';

const visitor: LoginState = { token: null, isAgent: null };
const member: LoginState = { token: 'tok', isAgent: '0' };
const trial: LoginState = { token: 'tok', isAgent: '4' };
const agent: LoginState = { token: 'tok', isAgent: '41', agentCentreEnabled: true };

describe('loginCheck (spec §5, §6)', () => {
  it.each<[string, LoginState, RestrictedFeature, string]>([
    ['visitor', visitor, 'member', 'login'],
    ['visitor', visitor, 'realAccount', 'login'],
    ['visitor', visitor, 'memberCentre', 'login'],
    ['visitor', visitor, 'agentCentre', 'login'],
    ['member', member, 'member', 'allowed'],
    ['member', member, 'realAccount', 'allowed'],
    ['member', member, 'memberCentre', 'allowed'],
    ['member', member, 'agentCentre', 'needTrueAccount'],
    ['trial', trial, 'member', 'allowed'],
    ['trial', trial, 'realAccount', 'needTrueAccount'],
    ['trial', trial, 'memberCentre', 'needTrueAccount'],
    ['trial', trial, 'agentCentre', 'needTrueAccount'],
    ['agent', agent, 'agentCentre', 'allowed'],
    ['agent', agent, 'realAccount', 'allowed'],
  ])('%s asking for %s → %s', (_who, state, feature, expected) => {
    expect(loginCheck(state, feature)).toBe(expected);
  });

  it('the agent centre needs an agent type and the site switch', () => {
    for (const isAgent of ['1', '2', '41', '42']) expect(isShowAC({ ...agent, isAgent })).toBe(true);
    for (const isAgent of ['0', '4', '3']) expect(isShowAC({ ...agent, isAgent })).toBe(false);
    expect(isShowAC({ ...agent, agentCentreEnabled: false })).toBe(false);
  });

  it('the member centre shows for a real account with a token', () => {
    expect([visitor, member, trial, agent].map(isShowMC)).toEqual([false, true, false, true]);
  });

  it('names the agent-centre account types whatever the site shows', () => {
    expect(['1', '2', '41', '42'].every(isAgentCentreType)).toBe(true);
    expect(['0', '4', '3', null, undefined].some(isAgentCentreType)).toBe(false);
  });
});
