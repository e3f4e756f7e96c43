import type { AgentIncome, IncomeAmount } from '@wl/api';
import { minorToMoney, moneyToMinor } from '@wl/rules';
import type { IncomeFigure, IncomeReport } from '@wl/ui';

/** One type's amounts with their net (received plus paid, paid being 0 or negative), summed as integers. */
export function incomeFigure(amount: IncomeAmount, minorDigits: number): IncomeFigure {
  const net = moneyToMinor(amount.received, minorDigits) + moneyToMinor(amount.paid, minorDigits);
  return { ...amount, net: minorToMoney(net, minorDigits) };
}

/** The income answer as my income's screen shows it: each amount with its net; the days as the server ordered them. */
export function incomeReport(income: AgentIncome, minorDigits: number): IncomeReport {
  return {
    days: income.days.map((day) => ({
      date: day.date,
      amounts: day.amounts.map((amount) => incomeFigure(amount, minorDigits)),
    })),
    totals: income.totals.map((amount) => incomeFigure(amount, minorDigits)),
    net: income.net,
  };
}
