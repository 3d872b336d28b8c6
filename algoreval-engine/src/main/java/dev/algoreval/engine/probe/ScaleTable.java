package dev.algoreval.engine.probe;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The fitted-exponents table of one or more scale.jsonl files, as markdown: one row per algorithm,
 * representation and regime, one column per language, each cell k ± the 95 % half-interval and the
 * verdict when it is flagged. The same fits and verdicts as the console and report.html (ScaleFits),
 * for the README and benchmarks/scale-probe.sh.
 */
public final class ScaleTable {
    private static final List<String> LANGUAGES = List.of("python", "c", "cpp", "java", "javascript", "rust", "go");

    private ScaleTable() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            System.err.println("usage: ScaleTable scale.jsonl [scale.jsonl ...]");
            System.exit(2);
        }
        List<ScaleRecord> records = new ArrayList<>();
        for (String file : args) {
            records.addAll(ScaleFile.read(Path.of(file)));
        }
        System.out.print(markdown(ScaleFits.of(records)));
    }

    public static String markdown(List<ScaleFits.Fit> fits) {
        Map<String, Map<String, ScaleFits.Fit>> rows = new TreeMap<>();
        List<String> languages = new ArrayList<>();
        for (ScaleFits.Fit fit : fits) {
            rows.computeIfAbsent(fit.algorithm() + " | " + fit.representation() + " | " + fit.regime().id(),
                    k -> new LinkedHashMap<>()).put(fit.language(), fit);
            if (!languages.contains(fit.language())) {
                languages.add(fit.language());
            }
        }
        languages.sort(java.util.Comparator.comparingInt(l -> LANGUAGES.contains(l) ? LANGUAGES.indexOf(l) : 99));
        StringBuilder out = new StringBuilder("| algorithm | representation | regime | textbook k | predicted k | ")
                .append(String.join(" | ", languages)).append(" |\n|---|---|---|---|---|")
                .append("---|".repeat(languages.size())).append('\n');
        int cells = 0;
        int flagged = 0;
        int inconclusive = 0;
        for (Map.Entry<String, Map<String, ScaleFits.Fit>> row : rows.entrySet()) {
            ScaleFits.Fit any = row.getValue().values().iterator().next();
            out.append("| ").append(row.getKey()).append(" | ").append(ScaleFits.format(any.textbook().exponent()))
                    .append(any.textbook().worstCaseOnly() ? " (worst case)" : "").append(" | ")
                    .append(ScaleFits.format(any.predicted())).append(" |");
            for (String language : languages) {
                ScaleFits.Fit fit = row.getValue().get(language);
                out.append(' ').append(fit == null ? "—" : cell(fit)).append(" |");
                if (fit != null && fit.fit().isPresent()) {
                    cells++;
                    ExponentVerdict verdict = fit.verdict().orElseThrow();
                    flagged += verdict.flagged() ? 1 : 0;
                    inconclusive += verdict == ExponentVerdict.INCONCLUSIVE ? 1 : 0;
                }
            }
            out.append('\n');
        }
        out.append("\n").append(flagged).append(" of ").append(cells).append(" fits flagged, ").append(inconclusive)
                .append(" inconclusive (outside the band, the interval reaching it)\n");
        return out.toString();
    }

    private static String cell(ScaleFits.Fit fit) {
        if (fit.fit().isEmpty()) {
            return "not fitted (" + fit.timed() + "/" + fit.total() + " timed)";
        }
        PowerLawFit f = fit.fit().get();
        String text = ScaleFits.format(f.exponent()) + " ± " + ScaleFits.format((f.high() - f.low()) / 2);
        String untimed = fit.timed() < fit.total() ? " (" + (fit.total() - fit.timed()) + " not timed)" : "";
        return text + untimed + switch (fit.verdict().orElseThrow()) {
            case MATCHES -> "";
            case WITHIN_BOUND -> " (below the worst case)";
            case HIDDEN_QUADRATIC -> " **hidden " + fit.regime().kind().quadratic() + "**";
            case SLOWER -> " **slower**";
            case SLOWER_THAN_REFERENCE -> " **slower than the reference** (" + fit.ratio().map(r -> ScaleFits.signed(r.exponent()))
                    .orElse("?") + ")";
            case FASTER -> " **faster**";
            case FASTER_AS_REFERENCE -> " (faster, as the reference)";
            case INCONCLUSIVE -> " (inconclusive)";
        };
    }
}
