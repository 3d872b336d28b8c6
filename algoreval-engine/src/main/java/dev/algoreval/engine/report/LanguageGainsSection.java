package dev.algoreval.engine.report;

import dev.algoreval.engine.results.ResultRecord;
import dev.algoreval.engine.results.RunSummary;
import dev.algoreval.engine.results.Tally;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * Paper Table 4: each run's pass rate per language against the baseline's, in percentage points,
 * e.g. a base checkpoint against its SFT and GRPO fine-tunes on the held-out split.
 */
final class LanguageGainsSection {
    private LanguageGainsSection() {
    }

    static String render(List<Run> runs, Run baseline) {
        List<String> languages = Figures.languages(runs);
        StringBuilder html = new StringBuilder("<section id=\"language-gains\">\n<h2>Per-language change against "
                + Html.escape(baseline.label()) + "</h2>\n<div class=\"scroll\"><table id=\"language-gains-table\">\n"
                + "<caption>Pass rate (%) per language, and its change against the baseline in percentage points "
                + "(paper Table 4)</caption>\n<thead><tr><th>Run</th><th class=\"num\">Overall</th>");
        for (String language : languages) {
            html.append("<th class=\"num\">").append(Html.escape(Names.language(language))).append("</th>");
        }
        html.append("</tr></thead>\n<tbody>\n");
        Map<String, Tally> base = byLanguage(baseline);
        append(html, baseline, baseline, base, languages);
        for (Run run : runs) {
            if (run != baseline) {
                append(html, run, baseline, base, languages);
            }
        }
        return html.append("</tbody></table></div>\n</section>\n").toString();
    }

    private static void append(StringBuilder html, Run run, Run baseline, Map<String, Tally> base, List<String> languages) {
        boolean isBaseline = run == baseline;
        html.append("<tr><td>").append(Html.escape(run.label())).append(isBaseline ? " (baseline)" : "").append("</td>");
        html.append(cell(run.tally().passRate(), baseline.tally().passRate(), isBaseline));
        Map<String, Tally> mine = byLanguage(run);
        for (String language : languages) {
            Tally t = mine.get(language);
            Tally b = base.get(language);
            html.append(cell(t == null ? OptionalDouble.empty() : t.passRate(),
                    b == null ? OptionalDouble.empty() : b.passRate(), isBaseline));
        }
        html.append("</tr>\n");
    }

    private static String cell(OptionalDouble rate, OptionalDouble baseRate, boolean isBaseline) {
        if (rate.isEmpty()) {
            return "<td class=\"num\">–</td>";
        }
        String text = Html.percent(rate);
        if (!isBaseline && baseRate.isPresent()) {
            double delta = (rate.getAsDouble() - baseRate.getAsDouble()) * 100;
            text += " <span class=\"delta\">(" + String.format(Locale.ROOT, "%+.1f", delta) + ")</span>";
        }
        return "<td class=\"num\">" + text + "</td>";
    }

    private static Map<String, Tally> byLanguage(Run run) {
        return Tally.by(run.results(), ResultRecord::language, RunSummary::effectiveOutcome);
    }
}
