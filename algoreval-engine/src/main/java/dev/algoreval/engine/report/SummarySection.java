package dev.algoreval.engine.report;

import dev.algoreval.engine.results.ResultRecord;
import dev.algoreval.engine.results.RunSummary;
import dev.algoreval.engine.results.Tally;
import dev.algoreval.engine.scoring.Outcome;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The headline numbers, how they are computed, and one row per run. */
final class SummarySection {
    private SummarySection() {
    }

    static String render(List<Run> runs) {
        Tally pooled = Tally.of(runs.stream().flatMap(r -> r.results().stream()).toList(), RunSummary::effectiveOutcome);
        StringBuilder html = new StringBuilder("<section id=\"summary\">\n<h2>Summary</h2>\n<div class=\"cards\">\n");
        card(html, "Pass rate" + (runs.size() > 1 ? " (all runs pooled)" : ""), Html.percent(pooled.passRate()) + " %",
                pooled.passed() + " passed of " + pooled.counted() + " counted");
        card(html, "Results", Integer.toString(pooled.total()), runs.size() + " run(s)");
        card(html, "Not counted", Integer.toString(pooled.excluded()), pooled.count(Outcome.MODEL_ERROR)
                + " model errors, " + pooled.count(Outcome.SKIPPED) + " skipped, " + pooled.count(Outcome.HARNESS_ERROR)
                + " harness errors");
        if (runs.size() > 1) {
            Run best = runs.get(0);
            card(html, "Best run", Html.percent(best.tally().passRate()) + " %", best.label());
        }
        html.append("</div>\n");
        html.append(method());
        html.append(runsTable(runs));
        return html.append("</section>\n").toString();
    }

    private static void card(StringBuilder html, String name, String value, String note) {
        html.append("<div class=\"card\"><div class=\"card-name\">").append(Html.escape(name))
                .append("</div><div class=\"card-value\">").append(Html.escape(value))
                .append("</div><div class=\"card-note\">").append(Html.escape(note)).append("</div></div>\n");
    }

    private static String method() {
        return """
                <div class="method">
                <p><strong>Pass rate</strong> = passed ÷ counted results. Counted results have a model outcome
                (pass, wrong_output, static_failure, runtime_error, timeout, no_code). The harness-side outcomes
                <code>model_error</code> (the endpoint failed after retries) and <code>skipped</code> (toolchain
                missing, no recorded response, filtered) are shown but <strong>excluded from the
                denominator</strong> (SPEC §4). With several samples per instance the pass rate is pass@1 over all
                samples, and pass@k is the unbiased estimator of Chen et al. (2021), averaged over instances.</p>
                <p><strong>Comparisons</strong> pair results by instance id and sample and keep only pairs both runs
                counted. Δ = A − B in percentage points; its 95 %% confidence interval is a paired percentile
                bootstrap over instances (%d resamples, fixed seed %d, so the report is reproducible); p is the
                exact two-sided McNemar test on the discordant pairs b (A passed, B failed) and c (A failed,
                B passed).</p>
                </div>
                """.formatted(PairedBootstrap.DEFAULT_RESAMPLES, PairedBootstrap.DEFAULT_SEED);
    }

    private static String runsTable(List<Run> runs) {
        StringBuilder html = new StringBuilder("""
                <h3>Runs</h3>
                <div class="scroll"><table>
                <thead><tr><th>Run</th><th>Model</th><th>Condition</th><th>File</th><th class="num">Results</th>\
                <th class="num">Counted</th><th class="num">Passed</th><th class="num">Pass rate (%)</th>\
                <th class="num">Exact match</th><th class="num">Model errors</th><th class="num">Skipped</th>\
                <th>pass@k (%)</th></tr></thead>
                <tbody>
                """);
        for (Run run : runs) {
            Tally t = run.tally();
            long exact = run.results().stream().filter(r -> r.passed() && r.exactMatch()).count();
            Map<Integer, Double> passAtK = PassAtKEstimate.reported(run);
            String k = passAtK.isEmpty() ? "one sample per instance"
                    : passAtK.entrySet().stream().map(e -> "pass@" + e.getKey() + " " + Html.percent(e.getValue()))
                            .collect(Collectors.joining(" · "));
            html.append("<tr><td>").append(Html.escape(run.label())).append("</td><td>")
                    .append(Html.escape(run.model())).append("</td><td>").append(Html.escape(run.condition()))
                    .append("</td><td class=\"path\">").append(Html.escape(run.source().toString()))
                    .append("</td><td class=\"num\">").append(t.total()).append("</td><td class=\"num\">")
                    .append(t.counted()).append("</td><td class=\"num\">").append(t.passed())
                    .append("</td><td class=\"num\"><strong>").append(Html.percent(t.passRate()))
                    .append("</strong></td><td class=\"num\">").append(exact).append("</td><td class=\"num\">")
                    .append(t.count(Outcome.MODEL_ERROR)).append("</td><td class=\"num\">")
                    .append(t.count(Outcome.SKIPPED)).append("</td><td>").append(Html.escape(k)).append("</td></tr>\n");
        }
        return html.append("</tbody></table></div>\n").toString();
    }
}
