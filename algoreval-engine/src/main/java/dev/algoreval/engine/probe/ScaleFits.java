package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Fits per program and regime from scale.jsonl lines: the exponent with its interval, the textbook
 * exponent of that algorithm, regime and representation, the exponent of the program's time over the
 * same-language reference's on the same inputs (where the reference was timed), the verdict, and how many
 * samples were not timed (and why the first was not). Both fits have an intercept per process.
 */
public final class ScaleFits {
    private ScaleFits() {
    }

    /** One program's fit in one regime; the fit is empty when fewer than three sizes were timed. */
    public record Fit(String model, String condition, int sample, String instance, String algorithm, String language,
            String representation, Regime regime, Optional<PowerLawFit> fit, Textbook textbook, int timed, int total,
            Optional<String> firstProblem, double predicted, Optional<PowerLawFit> ratio) {

        public Optional<ExponentVerdict> verdict() {
            return fit.map(f -> ExponentVerdict.of(f, ratio, textbook, predicted));
        }
    }

    public static List<Fit> of(List<ScaleRecord> records) {
        Map<String, List<ScaleRecord>> groups = new LinkedHashMap<>();
        for (ScaleRecord r : records) {
            groups.computeIfAbsent(r.program() + "|" + r.regime(), k -> new ArrayList<>()).add(r);
        }
        List<Fit> fits = new ArrayList<>();
        for (List<ScaleRecord> group : groups.values()) {
            ScaleRecord first = group.get(0);
            Optional<ProbeAlgorithm> algorithm = ProbeAlgorithms.of(first.algorithm());
            Optional<Representation> representation = Representation.byId(first.representation());
            if (algorithm.isEmpty() || representation.isEmpty()) {
                continue;
            }
            Regime regime = Regime.byId(first.regime());
            List<ScaleRecord> timed = group.stream().filter(ScaleRecord::timed).toList();
            List<PowerLawFit.Point> points = timed.stream()
                    .map(r -> new PowerLawFit.Point(r.n(), r.nanos(), r.processOrZero())).toList();
            List<PowerLawFit.Point> ratios = timed.stream().filter(r -> r.referenceNanos() != null && r.referenceNanos() > 0)
                    .map(r -> new PowerLawFit.Point(r.n(), (double) r.nanos() / r.referenceNanos(), r.processOrZero()))
                    .toList();
            Textbook textbook = algorithm.get().textbook(regime, representation.get());
            double predicted = textbook.exponentOver(timed.stream().map(r -> new Textbook.Size(r.n(), r.m())).toList());
            Optional<String> problem = group.stream().filter(r -> !r.timed()).findFirst()
                    .map(r -> "n=" + r.n() + " input " + r.inputSample() + ": " + r.status()
                            + (r.reason() == null ? "" : " (" + r.reason() + ")"));
            fits.add(new Fit(first.model(), first.condition(), first.sample(), first.instance(), first.algorithm(),
                    first.language(), first.representation(), regime, PowerLawFit.of(points),
                    textbook, points.size(), group.size(), problem, predicted, PowerLawFit.of(ratios)));
        }
        return fits;
    }

    /** One line for the console: "kruskal-mst/python/edge_list dense: k = 2.05 [1.98, 2.12], textbook 2 (…): matches". */
    public static String line(Fit fit) {
        String head = fit.instance() + " " + fit.regime().id() + ": ";
        String textbook = "textbook " + format(fit.textbook().exponent()) + " (" + fit.textbook().describe()
                + "; " + format(fit.predicted()) + " over these sizes)";
        if (fit.fit().isEmpty()) {
            return head + "not fitted (" + fit.timed() + " of " + fit.total() + " samples timed"
                    + fit.firstProblem().map(p -> "; " + p).orElse("") + "), " + textbook;
        }
        PowerLawFit f = fit.fit().get();
        return head + "k = " + format(f.exponent()) + " [" + format(f.low()) + ", " + format(f.high()) + "], " + textbook
                + fit.ratio().map(r -> ", against the reference " + signedWithInterval(r)).orElse("")
                + ": " + fit.verdict().orElseThrow().description()
                + (fit.timed() < fit.total() ? " (" + (fit.total() - fit.timed()) + " samples not timed)" : "");
    }

    /** A fitted exponent difference with its interval: "+0.85 [+0.50, +1.19]". */
    public static String signedWithInterval(PowerLawFit fit) {
        return signed(fit.exponent()) + " [" + signed(fit.low()) + ", " + signed(fit.high()) + "]";
    }

    /** An exponent difference with its sign: "+0.85", "-0.03". */
    public static String signed(double x) {
        return (x >= 0 ? "+" : "") + format(x);
    }

    public static String format(double x) {
        return String.format(java.util.Locale.ROOT, "%.2f", x);
    }
}
