/**
 * Schema of `metrics.json`, the monitoring metrics reference. The TypeScript
 * types are inferred from it; components import them with `import type`, so
 * zod stays out of the site bundle.
 */
import {z} from 'zod';
import {SINCE_PATTERN} from '../releases';

export const METRIC_COMPONENTS = ['FE', 'BE/CN', 'BE', 'CN'] as const;
export const METRIC_TYPES = ['counter', 'gauge', 'histogram', 'summary'] as const;
/**
 * Why a name of the fact list is not on the page: it arrived after the documented version, it was
 * removed before it, or the documented version exports no such series.
 */
export const EXCLUSION_KINDS = ['after-version', 'removed-before-version', 'no-series'] as const;

const metricName = z.string().regex(/^[a-z][a-z0-9_]*$/, 'a metric name in snake_case');
const seriesName = z.string().regex(/^starrocks_(fe|be)_[a-z0-9_]+$/, 'an exported series name');
const labelName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'a Prometheus label name');
const noPlaceholder = (s: string) => !/\b(TODO|TBD|FIXME)\b/.test(s);
/** At least one whole sentence of our own. */
const sentence = z
  .string()
  .min(20, 'at least one sentence')
  .refine((s) => /[.:)]$/.test(s.trim()), 'ends like a sentence')
  .refine(noPlaceholder, 'no placeholder');

export const metricSchema = z
  .object({
    name: metricName,
    /** The series a scrape shows; for a computed legacy value, the series it is computed from. */
    series: seriesName.nullable(),
    /** PromQL that reproduces a legacy dashboard value. */
    expression: z.string().min(5).optional(),
    component: z.enum(METRIC_COMPONENTS),
    type: z.enum(METRIC_TYPES),
    unit: z.string().min(1).nullable(),
    labels: z.array(labelName),
    group: z.string().regex(/^[a-z][a-z-]*$/),
    description: sentence,
    /** When to alert on it; null when it is not alert-worthy on its own. */
    alert: sentence.nullable(),
    /** A name of the older monitoring table: a value computed from `series`, not a series itself. */
    legacy: z.literal(true).optional(),
    deprecated: z.literal(true).optional(),
    since: z.string().regex(SINCE_PATTERN).optional(),
    changed: sentence.optional(),
  })
  .strict();

export const metricExclusionSchema = z
  .object({
    name: metricName,
    kind: z.enum(EXCLUSION_KINDS),
    reason: sentence,
  })
  .strict();

export const metricsSchema = z
  .object({
    source: z.string().min(20),
    groups: z.array(z.object({id: z.string().regex(/^[a-z][a-z-]*$/), title: z.string().min(3)}).strict()).min(1),
    items: z.array(metricSchema),
    excluded: z.array(metricExclusionSchema),
  })
  .strict()
  .superRefine((data, ctx) => {
    const groups = new Set(data.groups.map((g) => g.id));
    if (groups.size !== data.groups.length) ctx.addIssue({code: 'custom', message: 'group ids must be unique'});
    const seen = new Set<string>();
    for (const name of [...data.items.map((i) => i.name), ...data.excluded.map((e) => e.name)]) {
      if (seen.has(name)) ctx.addIssue({code: 'custom', message: `${name} appears twice`});
      seen.add(name);
    }
    for (const item of data.items) {
      if (!groups.has(item.group)) ctx.addIssue({code: 'custom', message: `${item.name}: unknown group ${item.group}`});
      if (item.legacy && !item.series)
        ctx.addIssue({code: 'custom', message: `${item.name}: a legacy value needs its source series`});
      if (item.expression && !item.legacy)
        ctx.addIssue({code: 'custom', message: `${item.name}: only legacy values carry an expression`});
    }
  });

export type MetricsData = z.infer<typeof metricsSchema>;
export type MetricItem = z.infer<typeof metricSchema>;
export type MetricExclusion = z.infer<typeof metricExclusionSchema>;
