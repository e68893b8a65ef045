import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commutingReportSchema, REPORT_MAX_RANGE_DAYS, reportDownloadQuery, reportQuery } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { dataResponse } from '../../lib/data-response.ts';
import { reportCsv, reportFilename, reportXlsx } from './report.export.ts';
import { reportPdf, type Brand } from './report.pdf.ts';
import { getCommutingReport } from './reports.service.ts';

const QUERY =
  'Exactly one of organisationId (its own accounts, or its city’s) and cityId (the city’s accounts); startDate–endDate, ' +
  `the city’s days, both included, ${REPORT_MAX_RANGE_DAYS} days at most (400 report_range_too_long, end_before_start). ` +
  'Another city’s or organisation’s id answers 404.';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The commuting emissions report (issue 21 §1): on screen as JSON, downloaded as PDF, CSV or Excel. */
export async function registerReportRoutes(app: FastifyInstance, options: { db: Db; brand: Brand }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, brand } = options;
  const tags = ['reports'];
  api.get(
    '/api/reports/commuting',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags,
        summary:
          'The commuting emissions report (GHG Protocol Scope 3, category 7) of an organisation (per branch) or a city (per organisation)',
        description: QUERY,
        querystring: reportQuery,
        response: { 200: dataResponse(commutingReportSchema) },
      },
    },
    async (request) => ({ data: await getCommutingReport(db, await request.getActor(), request.query) }),
  );
  api.get(
    '/api/reports/commuting/download',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags,
        summary: 'The same report as a paginated PDF, a CSV file or an Excel workbook, in French, English or German',
        description: QUERY,
        querystring: reportDownloadQuery,
      },
    },
    async (request, reply) => {
      const { format, language, ...query } = request.query;
      const report = await getCommutingReport(db, await request.getActor(), query);
      const stream =
        format === 'pdf'
          ? reportPdf(report, language, brand)
          : format === 'csv'
            ? reportCsv(report, language)
            : reportXlsx(report, language);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${reportFilename(report, language, format)}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
