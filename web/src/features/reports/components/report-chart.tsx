import { Box } from '@chakra-ui/react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only what the reports draw: bars and lines on a category axis (Chart.js tree-shaken).
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

export type ChartSeries = { label: string; values: number[] };
export type ChartData = { kind: 'bar' | 'line'; labels: string[]; series: ChartSeries[] };

const COLOURS = ['#0d9488', '#f59e0b', '#6366f1', '#e11d48', '#0ea5e9', '#84cc16', '#a855f7', '#64748b'];

/**
 * A bar or line chart of the figures (its numbers are in the table beside it). In Arabic it is
 * mirrored: the x axis runs right to left, the y axis and the legend stand on the right.
 */
export const ReportChart = ({ data, rtl, title }: { data: ChartData; rtl: boolean; title: string }) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, {
      type: data.kind,
      data: {
        labels: data.labels,
        datasets: data.series.map((series, i) => ({
          label: series.label,
          data: series.values,
          backgroundColor: COLOURS[i % COLOURS.length],
          borderColor: COLOURS[i % COLOURS.length],
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        locale: document.documentElement.lang || undefined,
        scales: {
          x: { reverse: rtl, ticks: { autoSkip: true, maxRotation: 0 } },
          y: { position: rtl ? 'right' : 'left', beginAtZero: true, ticks: { precision: 0 } },
        },
        plugins: {
          legend: { rtl, align: rtl ? 'end' : 'start', display: data.series.length > 1 },
          tooltip: { rtl },
        },
      },
    });
    return () => chart.destroy();
  }, [data, rtl]);
  return (
    <Box position="relative" height={{ base: '56', md: '64' }} minWidth="0">
      <canvas ref={canvas} role="img" aria-label={title} data-testid="report-chart" data-rtl={rtl} />
    </Box>
  );
};
