package dev.algoreval.engine.report;

import dev.algoreval.engine.results.ResultRecord;
import dev.algoreval.engine.results.RunSummary;
import dev.algoreval.engine.results.Tally;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * AlgoREval+ side by side in EvalPlus's layout: for each run with hidden-test results, the fixed
 * test's pass rate ("base"), the pass rate when the hidden tests must pass too ("base + plus"), and
 * how many base passes the hidden tests reject, overall and per language.
 */
final class PlusSection {
    private PlusSection() {
    }

    static String render(List<Run> runs) {
        List<Run> withPlus = runs.stream().filter(r -> r.results().stream().anyMatch(ResultRecord::hasPlus)).toList();
        if (withPlus.isEmpty()) {
            return "";
        }
        StringBuilder html = new StringBuilder("""
                <section id="plus">
                <h2>AlgoREval+: base vs. hidden tests</h2>
                <p><strong>Base</strong> is the fixed test of the paper's prompt; <strong>base + plus</strong> also
                requires every hidden test of the variant to pass through its typed interface. <strong>Rejected</strong>
                counts programs that pass the fixed test and fail a hidden one (wrong on other inputs, or only printing
                the expected output).</p>
                <div class="scroll"><table>
                <thead><tr><th>Run</th><th>Language</th><th class="num">Counted</th><th class="num">Base (%)</th>\
                <th class="num">Base + plus (%)</th><th class="num">Rejected by plus</th></tr></thead>
                <tbody>
                """);
        for (Run run : withPlus) {
            Map<String, List<ResultRecord>> byLanguage = new TreeMap<>();
            run.results().forEach(r -> byLanguage.computeIfAbsent(r.language(), l -> new java.util.ArrayList<>()).add(r));
            byLanguage.forEach((language, results) -> row(html, run.label(), language, results));
            row(html, run.label(), "all", run.results());
        }
        return html.append("</tbody></table></div>\n</section>\n").toString();
    }

    private static void row(StringBuilder html, String label, String language, List<ResultRecord> results) {
        Tally base = Tally.of(results, ResultRecord::outcome);
        Tally plus = Tally.of(results, RunSummary::effectiveOutcome);
        String cell = "all".equals(language) ? "<strong>%s</strong>" : "%s";
        html.append("<tr><td>").append(Html.escape(label)).append("</td><td>").append(Html.escape(language))
                .append("</td><td class=\"num\">").append(base.counted())
                .append("</td><td class=\"num\">").append(cell.formatted(Html.percent(base.passRate())))
                .append("</td><td class=\"num\">").append(cell.formatted(Html.percent(plus.passRate())))
                .append("</td><td class=\"num\">").append(base.passed() - plus.passed()).append("</td></tr>\n");
    }
}
