import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { SurveySummaryField } from '../../../domain/contract/survey';

/** A question's counts as horizontal bars (loaded on its own: recharts stays out of other screens). */
export default function SurveyChart({ field }: { field: SurveySummaryField }) {
  const data = field.items.map((item) => ({ label: item.label, Respuestas: item.count }));
  return (
    <BarChart
      h={Math.max(120, data.length * 36)}
      data={data}
      dataKey="label"
      orientation="vertical"
      yAxisProps={{ width: 120 }}
      xAxisProps={{ allowDecimals: false }}
      series={[{ name: 'Respuestas', color: 'teal.6' }]}
      gridAxis="none"
      withTooltip={false}
      withBarValueLabel
    />
  );
}
