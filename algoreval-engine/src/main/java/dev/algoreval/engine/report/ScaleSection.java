package dev.algoreval.engine.report;

import dev.algoreval.engine.probe.ExponentVerdict;
import dev.algoreval.engine.probe.PowerLawFit;
import dev.algoreval.engine.probe.Regime;
import dev.algoreval.engine.probe.ScaleFile;
import dev.algoreval.engine.probe.ScaleFits;
import dev.algoreval.engine.probe.ScaleRecord;
import dev.algoreval.engine.results.RunSummary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * "Scale probe" (paper Appendix K, Figures 1, 18 and 19): from the scale.jsonl beside each run's
 * results, a log–log chart per algorithm and regime (median CPU time of the timed inputs at each size,
 * one curve per program: run label, language, representation; runs of the reference model are drawn
 * dashed and grey, as baselines; a hollow marker where some inputs at that size were not timed), and
 * a table of the fitted exponents with their 95 % intervals against the textbook, flags first.
 */
final class ScaleSection {
    private static final String[] COLOURS = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b",
        "#e377c2", "#17becf", "#bcbd22", "#393b79"};

    private ScaleSection() {
    }

    /** The probe lines of these runs: scale.jsonl beside each results file, each file read once. */
    static List<ScaleRecord> records(List<Run> runs) {
        Set<Path> files = new LinkedHashSet<>();
        runs.forEach(r -> files.add(r.source().toAbsolutePath().resolveSibling(ScaleFile.NAME)));
        List<ScaleRecord> out = new ArrayList<>();
        for (Path file : files) {
            if (Files.isRegularFile(file)) {
                out.addAll(ScaleFile.read(file));
            }
        }
        return out;
    }

    static String render(List<Run> runs) {
        List<ScaleRecord> records = records(runs);
        if (records.isEmpty()) {
            return "";
        }
        StringBuilder html = new StringBuilder("<section id=\"scale\">\n<h2>Scale probe</h2>\n<p class=\"note\">")
                .append("Programs that passed their fixed and hidden tests, timed inside the driver (CPU time of the ")
                .append("call; start-up, input parsing and JIT warm-up excluded) on seeded inputs of growing size")
                .append(inputs(records)).append(". Fitted time ∝ n<sup>k</sup> by least squares on ")
                .append("log–log, k with a 95 % interval, against the textbook exponent with the paper's tolerance of ")
                .append("±0.4 (paper Appendix K).</p>\n");
        List<ScaleFits.Fit> fits = ScaleFits.of(records);
        html.append(table(fits));
        Map<String, List<ScaleRecord>> panels = new TreeMap<>();
        for (ScaleRecord r : records) {
            panels.computeIfAbsent(r.algorithm() + " " + r.regime(), k -> new ArrayList<>()).add(r);
        }
        html.append("<div class=\"figure-grid\">\n");
        for (Map.Entry<String, List<ScaleRecord>> panel : panels.entrySet()) {
            String id = "fig-scale-" + panel.getKey().replaceAll("[^A-Za-z0-9_-]", "_");
            html.append("<figure aria-describedby=\"").append(id).append("-caption\">\n<div class=\"scroll\">\n")
                    .append(chart(id, panel.getKey(), panel.getValue())).append("</div>\n<figcaption id=\"").append(id)
                    .append("-caption\">").append(Html.escape(panel.getValue().get(0).algorithm()
                            + ", " + panel.getValue().get(0).regime() + " regime: median CPU time per size; dashed "
                            + "grey: reference programs (baselines); hollow: not every input timed."))
                    .append("</figcaption>\n</figure>\n");
        }
        return html.append("</div>\n</section>\n").toString();
    }

    /** What the inputs were, for the kinds these records have. */
    private static String inputs(List<ScaleRecord> records) {
        Set<Regime.Kind> kinds = java.util.EnumSet.noneOf(Regime.Kind.class);
        records.forEach(r -> kinds.add(Regime.byId(r.regime()).kind()));
        List<String> parts = new ArrayList<>();
        if (kinds.contains(Regime.Kind.GRAPH)) {
            parts.add("G(n, p) graphs, dense (p = 0.3) and sparse (p = 3 ln n / n)");
        }
        if (kinds.contains(Regime.Kind.SEQUENCE)) {
            parts.add("sequences to sort, random (uniform in the range the prompt promises) and the same values "
                    + "descending");
        }
        return parts.isEmpty() ? "" : ": " + String.join("; ", parts);
    }

    private static String table(List<ScaleFits.Fit> fits) {
        List<ScaleFits.Fit> ordered = new ArrayList<>(fits);
        ordered.sort((a, b) -> Boolean.compare(!flagged(a), !flagged(b)));
        StringBuilder html = new StringBuilder("<table id=\"scale-table\">\n<caption>Fitted exponents, flagged programs "
                + "first</caption>\n<thead><tr><th>run</th><th>program</th><th>regime</th><th>k</th><th>95 % interval</th>"
                + "<th>k over the reference</th><th>textbook</th><th>verdict</th><th>timed</th></tr></thead>\n<tbody>\n");
        for (ScaleFits.Fit f : ordered) {
            html.append("<tr").append(flagged(f) ? " class=\"flag\"" : "").append("><td>")
                    .append(Html.escape(RunSummary.label(f.model(), f.condition()))).append("</td><td>")
                    .append(Html.escape(f.instance())).append("</td><td>").append(f.regime().id()).append("</td>");
            if (f.fit().isPresent()) {
                PowerLawFit fit = f.fit().get();
                html.append("<td>").append(ScaleFits.format(fit.exponent())).append("</td><td>[")
                        .append(ScaleFits.format(fit.low())).append(", ").append(ScaleFits.format(fit.high()))
                        .append("]</td>");
            } else {
                html.append("<td>—</td><td>not fitted</td>");
            }
            html.append("<td>").append(f.ratio().map(ScaleFits::signedWithInterval).orElse("—")).append("</td>");
            html.append("<td>").append(ScaleFits.format(f.textbook().exponent())).append(" (")
                    .append(Html.escape(f.textbook().describe())).append("); ")
                    .append(ScaleFits.format(f.predicted())).append(" over these sizes</td><td>")
                    .append(Html.escape(f.verdict().map(ExponentVerdict::description)
                            .orElse("fewer than three sizes timed")))
                    .append(f.firstProblem().map(p -> "<br/><small>" + Html.escape(Html.truncate(p, 160)) + "</small>")
                            .orElse(""))
                    .append("</td><td>").append(f.timed()).append(" of ").append(f.total()).append("</td></tr>\n");
        }
        return html.append("</tbody>\n</table>\n").toString();
    }

    private static boolean flagged(ScaleFits.Fit f) {
        return f.verdict().map(ExponentVerdict::flagged).orElse(true);
    }

    /** One log–log chart: a curve per program, through the median of the timed inputs at each size. */
    private static String chart(String id, String title, List<ScaleRecord> records) {
        Map<String, Map<Integer, List<Double>>> times = new LinkedHashMap<>();
        Map<String, Map<Integer, Integer>> totals = new LinkedHashMap<>();
        Map<String, Boolean> baseline = new LinkedHashMap<>();
        for (ScaleRecord r : records) {
            String curve = RunSummary.label(r.model(), r.condition()) + (r.sample() > 0 ? " #" + r.sample() : "") + " · "
                    + Names.language(r.language()) + " · " + r.representation();
            baseline.put(curve, r.model().equals("reference"));
            totals.computeIfAbsent(curve, k -> new TreeMap<>()).merge(r.n(), 1, Integer::sum);
            Map<Integer, List<Double>> byN = times.computeIfAbsent(curve, k -> new TreeMap<>());
            byN.computeIfAbsent(r.n(), k -> new ArrayList<>());
            if (r.timed()) {
                byN.get(r.n()).add(r.nanos() / 1e6);
            }
        }
        TreeSet<Integer> sizes = new TreeSet<>();
        records.forEach(r -> sizes.add(r.n()));
        double minMs = Double.MAX_VALUE;
        double maxMs = 0;
        for (Map<Integer, List<Double>> byN : times.values()) {
            for (List<Double> ms : byN.values()) {
                if (!ms.isEmpty()) {
                    minMs = Math.min(minMs, median(ms));
                    maxMs = Math.max(maxMs, median(ms));
                }
            }
        }
        double left = 70;
        double top = 36;
        double plotW = 420;
        double plotH = 260;
        double legendX = left + plotW + 20;
        double legendW = times.keySet().stream().mapToDouble(k -> Svg.width(k, 11)).max().orElse(100) + 30;
        double height = Math.max(top + plotH + 50, top + 16 * times.size() + 20);
        Svg svg = new Svg(id, legendX + legendW, height, "Scale probe: " + title,
                "Median CPU time against input size on log-log axes, one curve per program.");
        if (maxMs <= 0) {
            svg.text(left + plotW / 2, top + plotH / 2, "no timed input", "middle", "");
            return svg.close();
        }
        double logMinX = Math.log10(sizes.first()) - 0.05;
        double logMaxX = Math.log10(sizes.last()) + 0.05;
        double logMinY = Math.floor(Math.log10(Math.max(minMs, 1e-4)));
        double logMaxY = Math.ceil(Math.log10(maxMs));
        if (logMaxY <= logMinY) {
            logMaxY = logMinY + 1;
        }
        double fx0 = logMinX;
        double fx1 = logMaxX;
        double fy0 = logMinY;
        double fy1 = logMaxY;
        java.util.function.DoubleUnaryOperator x = n -> left + (Math.log10(n) - fx0) / (fx1 - fx0) * plotW;
        java.util.function.DoubleUnaryOperator y = ms -> top + plotH - (Math.log10(ms) - fy0) / (fy1 - fy0) * plotH;
        svg.line(left, top + plotH, left + plotW, top + plotH, "#444").line(left, top, left, top + plotH, "#444");
        for (int n : sizes) {
            svg.line(x.applyAsDouble(n), top + plotH, x.applyAsDouble(n), top + plotH + 4, "#444")
                    .text(x.applyAsDouble(n), top + plotH + 16, String.valueOf(n), "middle", "font-size=\"10\"");
        }
        for (int e = (int) logMinY; e <= (int) logMaxY; e++) {
            double ms = Math.pow(10, e);
            svg.line(left, y.applyAsDouble(ms), left + plotW, y.applyAsDouble(ms), "#eee")
                    .text(left - 6, y.applyAsDouble(ms) + 4, milliseconds(ms) + " ms", "end", "font-size=\"10\"");
        }
        svg.text(left + plotW / 2, top + plotH + 34, Regime.byId(records.get(0).regime()).kind().axis(), "middle",
                "font-weight=\"600\"")
                .verticalText(16, top + plotH / 2, "CPU time of the call");
        int colour = 0;
        int row = 0;
        for (Map.Entry<String, Map<Integer, List<Double>>> curve : times.entrySet()) {
            boolean reference = baseline.get(curve.getKey());
            String stroke = reference ? "#888888" : COLOURS[colour++ % COLOURS.length];
            String dash = reference ? " stroke-dasharray=\"5 3\"" : "";
            StringBuilder path = new StringBuilder();
            for (Map.Entry<Integer, List<Double>> point : curve.getValue().entrySet()) {
                if (point.getValue().isEmpty()) {
                    continue;
                }
                double px = x.applyAsDouble(point.getKey());
                double py = y.applyAsDouble(median(point.getValue()));
                path.append(path.length() == 0 ? "M" : " L").append(Svg.n(px)).append(' ').append(Svg.n(py));
                boolean all = point.getValue().size() == totals.get(curve.getKey()).get(point.getKey());
                svg.raw("<circle cx=\"" + Svg.n(px) + "\" cy=\"" + Svg.n(py) + "\" r=\"3\" stroke=\"" + stroke
                        + "\" fill=\"" + (all ? stroke : "#ffffff") + "\"><title>" + Html.escape(curve.getKey() + ", n = "
                        + point.getKey() + ": " + milliseconds(median(point.getValue())) + " ms, "
                        + point.getValue().size() + " of " + totals.get(curve.getKey()).get(point.getKey())
                        + " inputs timed") + "</title></circle>\n");
            }
            if (path.length() > 0) {
                svg.raw("<path d=\"" + path + "\" fill=\"none\" stroke=\"" + stroke + "\" stroke-width=\"1.5\"" + dash
                        + "/>\n");
            }
            double ly = top + 8 + 16 * row++;
            svg.raw("<line x1=\"" + Svg.n(legendX) + "\" y1=\"" + Svg.n(ly) + "\" x2=\"" + Svg.n(legendX + 20) + "\" y2=\""
                    + Svg.n(ly) + "\" stroke=\"" + stroke + "\" stroke-width=\"2\"" + dash + "/>\n");
            svg.text(legendX + 26, ly + 4, curve.getKey(), "start", "font-size=\"11\"");
        }
        return svg.close();
    }

    private static String milliseconds(double ms) {
        return ms >= 1 ? String.format(java.util.Locale.ROOT, "%.0f", ms)
                : String.format(java.util.Locale.ROOT, "%.3g", ms).replaceAll("0+$", "").replaceAll("\\.$", "");
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int m = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(m) : (sorted.get(m - 1) + sorted.get(m)) / 2;
    }
}
