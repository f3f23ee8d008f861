import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useDirection } from '@/i18n/locale-provider';
import { amortizationByYear } from '@/lib/lending/amortization';
import { useFormatMoney } from '@/lib/format/money';
import { chartMessages as m } from './messages';
import { COLORS, Figure } from './style';

export type InstallmentChartProps = {
  loan: number;
  annualRatePercent: number;
  months: number;
  installment: number;
};

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { start: 8, end: 8, top: 12, bottom: 28 };
const PLOT_W = WIDTH - PAD.start - PAD.end;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/**
 * Two light SVG charts of a level-installment loan (the installment split into principal and profit
 * year by year, and the balance over time) with a text summary and the figures as a table. Years
 * run from the start of the reading direction (right to left in Arabic).
 */
export default function InstallmentChart(props: InstallmentChartProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const rtl = useDirection() === 'rtl';
  const id = useId();
  const years = amortizationByYear(
    props.loan,
    props.annualRatePercent,
    props.months,
    props.installment,
  );
  if (years.length === 0) return null;
  const perMonth = (year: (typeof years)[number]) => {
    const months = Math.min(12, props.months - (year.year - 1) * 12);
    return { principal: year.principal / months, profit: year.profit / months };
  };
  const slot = PLOT_W / years.length;
  const x = (index: number) =>
    rtl ? PAD.start + PLOT_W - (index + 1) * slot : PAD.start + index * slot;
  const top = Math.max(...years.map((year) => perMonth(year).principal + perMonth(year).profit));
  const y = (value: number, max: number) => PAD.top + PLOT_H - (value / max) * PLOT_H;
  const ticks = years.filter((year) => year.year === 1 || year.year % 5 === 0);
  const first = perMonth(years[0]!);
  const last = perMonth(years.at(-1)!);
  const summary = intl.formatMessage(m.summary, {
    firstPrincipal: money(first.principal),
    firstProfit: money(first.profit),
    lastYear: years.length,
    lastPrincipal: money(last.principal),
    lastProfit: money(last.profit),
    loan: money(props.loan),
  });
  const axis = (
    <g aria-hidden="true">
      <line
        x1={PAD.start}
        x2={WIDTH - PAD.end}
        y1={PAD.top + PLOT_H}
        y2={PAD.top + PLOT_H}
        stroke={COLORS.axis}
      />
      {ticks.map((year) => (
        <text
          key={year.year}
          x={x(year.year - 1) + slot / 2}
          y={HEIGHT - 8}
          textAnchor="middle"
          fontSize="12"
          fill={COLORS.text}
        >
          {intl.formatNumber(year.year)}
        </text>
      ))}
    </g>
  );
  const balancePoints = [
    `${rtl ? PAD.start + PLOT_W : PAD.start},${y(props.loan, props.loan)}`,
    ...years.map(
      (year, index) => `${rtl ? x(index) : x(index) + slot},${y(year.balance, props.loan)}`,
    ),
  ].join(' ');
  return (
    <Figure aria-describedby={`${id}-summary`}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-split`}>
        <title id={`${id}-split`}>{intl.formatMessage(m.splitTitle)}</title>
        {years.map((year, index) => {
          const part = perMonth(year);
          return (
            <g key={year.year}>
              <rect
                x={x(index) + 1}
                width={slot - 2}
                y={y(part.principal, top)}
                height={PLOT_H + PAD.top - y(part.principal, top)}
                fill={COLORS.principal}
              />
              <rect
                x={x(index) + 1}
                width={slot - 2}
                y={y(part.principal + part.profit, top)}
                height={y(part.principal, top) - y(part.principal + part.profit, top)}
                fill={COLORS.profit}
              />
            </g>
          );
        })}
        {axis}
      </svg>
      <ul aria-hidden="true">
        <li>
          <i data-color="principal" />
          {intl.formatMessage(m.principal)}
        </li>
        <li>
          <i data-color="profit" />
          {intl.formatMessage(m.profit)}
        </li>
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-balance`}>
        <title id={`${id}-balance`}>{intl.formatMessage(m.balanceTitle)}</title>
        <polyline points={balancePoints} fill="none" stroke={COLORS.balance} strokeWidth="3" />
        {axis}
      </svg>
      <figcaption id={`${id}-summary`}>{summary}</figcaption>
      <details>
        <summary>{intl.formatMessage(m.showTable)}</summary>
        <table>
          <caption>{intl.formatMessage(m.perMonth)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.year)}</th>
              <th scope="col">{intl.formatMessage(m.principal)}</th>
              <th scope="col">{intl.formatMessage(m.profit)}</th>
              <th scope="col">{intl.formatMessage(m.balance)}</th>
            </tr>
          </thead>
          <tbody>
            {years.map((year) => (
              <tr key={year.year}>
                <th scope="row">{intl.formatNumber(year.year)}</th>
                <td>{money(perMonth(year).principal)}</td>
                <td>{money(perMonth(year).profit)}</td>
                <td>{money(year.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Figure>
  );
}
