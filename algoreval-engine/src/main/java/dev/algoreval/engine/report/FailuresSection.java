package dev.algoreval.engine.report;

import dev.algoreval.engine.results.ResultRecord;
import java.util.Comparator;
import java.util.List;

/**
 * The results that did not pass, per run, with what the program printed. Everything here comes
 * from generated programs, so it is escaped and cut short; results.jsonl keeps the full texts.
 */
final class FailuresSection {
    static final int ROWS_PER_RUN = 300;
    static final int DETAILED_PER_RUN = 60;
    private static final int TEXT_LIMIT = 2_000;
    private static final int CODE_LIMIT = 4_000;

    private FailuresSection() {
    }

    static String render(List<Run> runs) {
        StringBuilder html = new StringBuilder("<section id=\"failures\">\n<h2>Failures</h2>\n"
                + "<p class=\"note\">Results that did not pass, by run; open a row for the expected output, "
                + "what the program printed and its code.</p>\n");
        for (Run run : runs) {
            List<ResultRecord> failed = run.results().stream().filter(r -> !r.passed())
                    .sorted(Comparator.comparing(ResultRecord::language, Names.LANGUAGE_ORDER)
                            .thenComparing(ResultRecord::instance).thenComparingInt(ResultRecord::sample))
                    .toList();
            html.append("<details class=\"run-failures\"><summary>").append(Html.escape(run.label())).append(": ")
                    .append(failed.size()).append(" not passed</summary>\n");
            if (!failed.isEmpty()) {
                html.append("<table><thead><tr><th>Instance</th><th class=\"num\">Sample</th><th>Outcome</th>"
                        + "<th>Detail</th></tr></thead>\n<tbody>\n");
                for (int i = 0; i < Math.min(failed.size(), ROWS_PER_RUN); i++) {
                    row(html, failed.get(i), i < DETAILED_PER_RUN);
                }
                html.append("</tbody></table>\n");
                if (failed.size() > ROWS_PER_RUN) {
                    html.append("<p class=\"note\">… and ").append(failed.size() - ROWS_PER_RUN)
                            .append(" more in ").append(Html.escape(run.source().toString())).append("</p>\n");
                }
            }
            html.append("</details>\n");
        }
        return html.append("</section>\n").toString();
    }

    private static void row(StringBuilder html, ResultRecord r, boolean withTexts) {
        html.append("<tr><td>").append(Html.escape(r.instance())).append("</td><td class=\"num\">").append(r.sample())
                .append("</td><td><span class=\"outcome\" style=\"background:").append(Palette.outcome(r.outcome()))
                .append(";color:").append(Palette.textOnOutcome(r.outcome())).append("\">")
                .append(Html.escape(r.outcome().id())).append("</span></td><td>");
        if (withTexts) {
            html.append("<details><summary>").append(Html.escape(firstLine(r.detail()))).append("</summary>\n");
            block(html, "Expected", r.expected(), TEXT_LIMIT);
            block(html, "Stdout", r.stdout(), TEXT_LIMIT);
            block(html, "Stderr (tail)", r.stderrTail(), TEXT_LIMIT);
            block(html, "Code", r.codeText(), CODE_LIMIT);
            html.append("</details>");
        } else {
            html.append(Html.escape(firstLine(r.detail())));
        }
        html.append("</td></tr>\n");
    }

    private static void block(StringBuilder html, String name, String text, int limit) {
        if (text == null || text.isEmpty()) {
            return;
        }
        html.append("<div class=\"block-name\">").append(name).append("</div><pre>")
                .append(Html.escape(Html.truncate(text, limit))).append("</pre>\n");
    }

    private static String firstLine(String detail) {
        if (detail == null || detail.isBlank()) {
            return "(no detail)";
        }
        String line = detail.strip().lines().findFirst().orElse("");
        return line.length() > 200 ? line.substring(0, 200) + " …" : line;
    }
}
