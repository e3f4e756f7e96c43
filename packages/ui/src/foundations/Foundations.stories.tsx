import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Alert, alertTones } from '../components/Alert';
import { Button, buttonVariants } from '../components/Button';
import { Tabs } from '../components/Tabs';
import { row, stack } from '../private/storyLayout';
import { vars } from '../theme/contract.css';

// Values are read from the rendered theme (getComputedStyle of the contract's variables), so this page shows
// exactly what the toolbar's merchant and mode set, and stays right when a merchant changes its tokens.

type Group = Record<string, string>;

const cssVarName = (reference: string) => reference.replace(/^var\((--[^),]+).*$/, '$1');

const cell: CSSProperties = {
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
};
const code: CSSProperties = { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' };
const box: CSSProperties = {
  width: '4rem',
  height: '3rem',
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
};
const thaiSample = 'สมัครสมาชิกวันนี้ รับโบนัสทันที · Place your bet 0123456789';

function TokenTable({
  title,
  prefix,
  group,
  valueOf,
  preview,
}: {
  title: string;
  prefix: string;
  group: Group;
  valueOf: (reference: string) => string;
  preview?: (reference: string) => ReactNode;
}) {
  return (
    <section style={stack}>
      <h2>{title}</h2>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={cell}>Token</th>
            <th style={cell}>Value</th>
            {preview ? <th style={cell}>Preview</th> : null}
          </tr>
        </thead>
        <tbody>
          {Object.entries(group).map(([key, reference]) => (
            <tr key={key}>
              <th scope="row" style={{ ...cell, ...code }}>
                {prefix}.{key}
              </th>
              <td style={{ ...cell, ...code }}>{valueOf(reference)}</td>
              {preview ? <td style={cell}>{preview(reference)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Tokens() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const valueOf = (reference: string) =>
    element ? getComputedStyle(element).getPropertyValue(cssVarName(reference)).trim() : '';
  return (
    <div ref={setElement} style={{ ...stack, gap: vars.space.xxl }}>
      <p>
        Colour scheme: <code style={code}>{valueOf(vars.colorScheme)}</code>
      </p>
      <TokenTable
        title="Colour"
        prefix="color"
        group={vars.color}
        valueOf={valueOf}
        preview={(reference) => <div style={{ ...box, backgroundColor: reference }} />}
      />
      <TokenTable
        title="Font"
        prefix="font"
        group={vars.font}
        valueOf={valueOf}
        preview={(reference) => <span style={{ fontFamily: reference }}>{thaiSample}</span>}
      />
      <TokenTable
        title="Font size"
        prefix="fontSize"
        group={vars.fontSize}
        valueOf={valueOf}
        preview={(reference) => <span style={{ fontSize: reference }}>สมัครสมาชิก Register</span>}
      />
      <TokenTable
        title="Font weight"
        prefix="fontWeight"
        group={vars.fontWeight}
        valueOf={valueOf}
        preview={(reference) => <span style={{ fontWeight: reference }}>เข้าสู่ระบบ Log in</span>}
      />
      <TokenTable
        title="Line height"
        prefix="lineHeight"
        group={vars.lineHeight}
        valueOf={valueOf}
        preview={(reference) => (
          <p style={{ lineHeight: reference, maxWidth: '14rem' }}>ผู้เล่นที่ฝากเงินครั้งแรกจะได้รับโบนัสต้อนรับเพิ่มเติมทันที</p>
        )}
      />
      <TokenTable
        title="Space"
        prefix="space"
        group={vars.space}
        valueOf={valueOf}
        preview={(reference) => (
          <div style={{ width: reference, height: '0.75rem', backgroundColor: vars.color.brand }} />
        )}
      />
      <TokenTable
        title="Radius"
        prefix="radius"
        group={vars.radius}
        valueOf={valueOf}
        preview={(reference) => <div style={{ ...box, borderRadius: reference, borderColor: vars.color.brand }} />}
      />
      <TokenTable
        title="Elevation"
        prefix="elevation"
        group={vars.elevation}
        valueOf={valueOf}
        preview={(reference) => <div style={{ ...box, boxShadow: reference }} />}
      />
      <TokenTable title="Size" prefix="size" group={vars.size} valueOf={valueOf} />
      <TokenTable title="Z-index (layers)" prefix="zIndex" group={vars.zIndex} valueOf={valueOf} />
      <TokenTable title="Motion" prefix="motion" group={vars.motion} valueOf={valueOf} />
    </div>
  );
}

const surfaces = ['background', 'surface', 'surfaceRaised', 'surfaceSunken'] as const;
const roles = ['brand', 'accent', 'critical', 'positive', 'caution', 'info'] as const;

/** Every text colour on every surface it is meant for, so the a11y check measures each pair in this theme. */
function Specimen() {
  return (
    <div style={stack}>
      <h2>Contrast specimen</h2>
      <div
        style={{ padding: vars.space.md, backgroundColor: vars.color.headerBackground, color: vars.color.headerText }}
      >
        Header text · ข้อความส่วนหัว
      </div>
      {surfaces.map((surface) => (
        <section
          key={surface}
          style={{
            ...stack,
            padding: vars.space.lg,
            borderRadius: vars.radius.md,
            backgroundColor: vars.color[surface],
          }}
        >
          <h3>Text on {surface} · ข้อความบนพื้นหลัง</h3>
          <p style={{ color: vars.color.textMuted }}>Muted text on {surface} · ข้อความรอง</p>
          <p style={row}>
            {roles.map((role) => (
              <span key={role} style={{ color: vars.color[role] }}>
                {role}
              </span>
            ))}
          </p>
          <div style={row}>
            {buttonVariants.map((variant) => (
              <Button key={variant} variant={variant}>
                {variant}
              </Button>
            ))}
          </div>
          <Tabs defaultValue="a">
            <Tabs.List aria-label={`Tabs on ${surface}`}>
              <Tabs.Trigger value="a">Active</Tabs.Trigger>
              <Tabs.Trigger value="b">Inactive</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="a">Panel text on {surface}</Tabs.Content>
            <Tabs.Content value="b">Second panel</Tabs.Content>
          </Tabs>
        </section>
      ))}
      {alertTones.map((tone) => (
        <Alert key={tone} tone={tone} title={`${tone} alert`} onClose={() => undefined}>
          <span style={{ color: vars.color.textMuted }}>Muted text inside</span>
        </Alert>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tokens of the merchant and mode chosen in the toolbar. */
export const AllTokens: Story = {
  // remount on a theme switch so the values are read again from the new theme
  render: (_args, { globals }) => <Tokens key={`${globals.merchant}-${globals.mode}`} />,
  play: async ({ canvas }) => {
    const brand = canvas.getByRole('rowheader', { name: 'color.brand' }).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(brand).getAllByRole('cell')[0]?.textContent).not.toBe(''));
  },
};

/** The specimen in the toolbar's merchant and mode. */
export const Contrast: Story = { render: () => <Specimen /> };

// The a11y test runs each story in one theme only: Storybook adds `Contrast<Merchant><Mode>` here for every folder
// of packages/merchants/src and both modes, pinning the specimen to each (.storybook/merchantStories.ts).
