package dev.algoreval.engine.report;

/** The report's stylesheet; system fonts only, so nothing is fetched. No '<' or '&' here: the page is also XML. */
final class ReportStyle {
    private ReportStyle() {
    }

    static final String CSS = """
            :root { color-scheme: light; }
            body { margin: 0; background: #f6f7f9; color: #1d1f23;
                   font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; }
            main { max-width: 1320px; margin: 0 auto; padding: 24px 28px 48px; }
            h1 { margin: 0 0 4px; font-size: 26px; }
            h2 { margin: 36px 0 12px; padding-bottom: 4px; border-bottom: 2px solid #d9dce1; font-size: 20px; }
            h3 { margin: 20px 0 8px; font-size: 16px; }
            .sub, .note { color: #555b66; }
            .sub { margin-top: 0; word-break: break-all; }
            tr.flag td { background: #fdecea; }
            .cards { display: flex; flex-wrap: wrap; gap: 12px; }
            .card { background: #fff; border: 1px solid #d9dce1; border-radius: 8px; padding: 12px 16px; min-width: 180px; }
            .card-name { color: #555b66; font-size: 12px; text-transform: uppercase; letter-spacing: .04em; }
            .card-value { font-size: 28px; font-weight: 700; }
            .card-note { color: #555b66; font-size: 12px; }
            .method { background: #fff; border-left: 4px solid #0072B2; padding: 4px 16px; margin: 16px 0; }
            .scroll { overflow-x: auto; max-width: 100%; }
            table { border-collapse: collapse; background: #fff; margin: 8px 0; }
            caption { text-align: left; color: #555b66; padding: 4px 0; caption-side: top; }
            th, td { border: 1px solid #d9dce1; padding: 4px 8px; vertical-align: top; text-align: left; }
            th { background: #eef0f3; }
            tbody tr:nth-child(even) { background: #fafbfc; }
            td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
            td.path { word-break: break-all; max-width: 320px; font-size: 12px; }
            td.significant { font-weight: 700; }
            figure { background: #fff; border: 1px solid #d9dce1; border-radius: 8px; margin: 16px 0; padding: 12px; }
            .figure-grid { display: flex; flex-wrap: wrap; gap: 0 16px; align-items: flex-start; }
            .figure-grid figure { flex: 0 1 auto; max-width: 100%; }
            figcaption { color: #555b66; margin-top: 6px; }
            svg.chart { display: block; }
            details.run-failures { background: #fff; border: 1px solid #d9dce1; border-radius: 6px;
                                   margin: 8px 0; padding: 6px 10px; }
            details summary { cursor: pointer; }
            .outcome { padding: 1px 6px; border-radius: 4px; font-size: 12px; white-space: nowrap; }
            .block-name { font-weight: 600; margin-top: 6px; }
            pre { background: #f3f4f6; padding: 6px 8px; max-height: 320px; overflow: auto; white-space: pre-wrap;
                  word-break: break-word; font: 12px/1.4 ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
            footer { margin-top: 40px; color: #555b66; font-size: 12px; }
            """;
}
