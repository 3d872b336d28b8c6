package dev.algoreval.engine.report;

import java.util.ArrayList;
import java.util.List;

/** Paper Table 3 style: paired differences with bootstrap intervals and McNemar p-values. */
final class ComparisonSection {
    private ComparisonSection() {
    }

    /** Every pair (A ranked above B), or each run against the baseline (A = the run, B = the baseline). */
    static List<PairedComparison> comparisons(List<Run> runs, Run baseline) {
        List<PairedComparison> comparisons = new ArrayList<>();
        if (baseline != null) {
            for (Run run : runs) {
                if (run != baseline) {
                    comparisons.add(PairedComparison.of(run, baseline));
                }
            }
        } else {
            for (int i = 0; i < runs.size(); i++) {
                for (int j = i + 1; j < runs.size(); j++) {
                    comparisons.add(PairedComparison.of(runs.get(i), runs.get(j)));
                }
            }
        }
        return comparisons;
    }

    static String table(List<Run> runs, Run baseline) {
        String caption = baseline == null ? "Every pair of runs (A is the higher-ranked run)"
                : "Each run (A) against the baseline " + baseline.label() + " (B)";
        return table("comparison-table", caption, comparisons(runs, baseline));
    }

    /**
     * Paper Table 3 proper: each model's run under another condition (A) against the same model's
     * zero-shot run (B), on the instances both counted; b counts what the condition fixed, c what it broke.
     */
    static List<PairedComparison> conditionEffects(List<Run> runs) {
        List<PairedComparison> comparisons = new ArrayList<>();
        for (Run run : runs) {
            if (run.condition().equals(dev.algoreval.engine.results.ResultRecord.ZERO_SHOT)) {
                continue;
            }
            runs.stream().filter(r -> r.model().equals(run.model())
                    && r.condition().equals(dev.algoreval.engine.results.ResultRecord.ZERO_SHOT)
                    && r.source().equals(run.source())).findFirst()
                    .or(() -> runs.stream().filter(r -> r.model().equals(run.model())
                            && r.condition().equals(dev.algoreval.engine.results.ResultRecord.ZERO_SHOT)).findFirst())
                    .ifPresent(zeroShot -> comparisons.add(PairedComparison.of(run, zeroShot)));
        }
        return comparisons;
    }

    static String table(String id, String caption, List<PairedComparison> comparisons) {
        StringBuilder html = new StringBuilder("<div class=\"scroll\"><table id=\"" + id + "\">\n<caption>")
                .append(Html.escape(caption)).append("; pass rates over the pairs both runs counted</caption>\n")
                .append("<thead><tr><th>A</th><th>B</th><th class=\"num\">Pairs</th><th class=\"num\">A (%)</th>")
                .append("<th class=\"num\">B (%)</th><th class=\"num\">Δ A−B (pp)</th>")
                .append("<th class=\"num\">95 % CI (pp)</th><th class=\"num\">b: A only</th>")
                .append("<th class=\"num\">c: B only</th><th class=\"num\">McNemar p</th></tr></thead>\n<tbody>\n");
        for (PairedComparison c : comparisons) {
            html.append("<tr><td>").append(Html.escape(c.first().label())).append("</td><td>")
                    .append(Html.escape(c.second().label())).append("</td><td class=\"num\">").append(c.pairs());
            if (c.pairs() == 0) {
                html.append("</td><td class=\"num\" colspan=\"7\">no instance scored by both runs</td></tr>\n");
                continue;
            }
            html.append("</td><td class=\"num\">").append(Html.percent(c.firstRate()))
                    .append("</td><td class=\"num\">").append(Html.percent(c.secondRate()))
                    .append("</td><td class=\"num\">").append(signed(c.difference()))
                    .append("</td><td class=\"num\">[").append(signed(c.interval().low())).append(", ")
                    .append(signed(c.interval().high())).append("]</td><td class=\"num\">").append(c.firstOnly())
                    .append("</td><td class=\"num\">").append(c.secondOnly()).append("</td><td class=\"num")
                    .append(c.pValue() < 0.05 ? " significant" : "").append("\">").append(Html.pValue(c.pValue()))
                    .append("</td></tr>\n");
        }
        return html.append("</tbody></table></div>\n"
                + "<p class=\"note\">p-values in bold are below 0.05; with many pairs, mind multiple comparisons.</p>\n")
                .toString();
    }

    private static String signed(double fraction) {
        String s = Html.percent(fraction);
        return fraction > 0 && !s.equals("0.0") ? "+" + s : s.replace("-0.0", "0.0");
    }
}
