package dev.algoreval.engine.report;

import dev.algoreval.engine.cli.Arguments;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Combines the results.jsonl of one or more runs into one report.html; {@code merge} instead joins the
 * shards of one sharded run into one run's results, summary and report ({@link ShardMerge}).
 */
public final class ReportCommand {
    static final String USAGE = "usage: ReportCommand [--out report.html] [--baseline <label>] "
            + "results1.jsonl [results2.jsonl ...]\n   or: ReportCommand merge --out <directory> <shard results.jsonl> ...";
    static final int OK = 0;
    static final int FAILED = 1;
    static final int BAD_ARGUMENTS = 2;

    private ReportCommand() {
    }

    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        if (status != OK) {
            System.exit(status);
        }
    }

    /** The command without {@code System.exit}, for tests and for callers in the same JVM. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length > 0 && args[0].equals("merge")) {
            return ShardMerge.run(List.of(args).subList(1, args.length), out, err);
        }
        Arguments arguments;
        try {
            arguments = Arguments.parse(List.of(args), Set.of("--out", "--baseline"), Set.of());
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        if (arguments.helpRequested()) {
            out.println(USAGE);
            return OK;
        }
        Path report = arguments.value("--out").map(Path::of).orElse(Path.of("report.html"));
        String baseline = arguments.value("--baseline").orElse(null);
        List<Path> files = arguments.plainPaths();
        if (files.isEmpty()) {
            return usage(err, "no results.jsonl given");
        }
        List<Run> runs;
        try {
            runs = ResultsReader.readAll(files);
        } catch (ResultsFormatException e) {
            err.println("error: " + e.getMessage());
            return FAILED;
        }
        Set<String> warnings = new LinkedHashSet<>();
        runs.forEach(r -> warnings.addAll(r.warnings()));
        warnings.forEach(w -> err.println("warning: " + w));
        String chosen = baseline;
        if (chosen != null && runs.stream().noneMatch(r -> r.label().equals(chosen))) {
            return usage(err, "no run is labelled '" + chosen + "'; labels: "
                    + runs.stream().map(Run::label).toList());
        }
        try {
            HtmlReport.write(runs, chosen, report);
        } catch (RuntimeException e) {
            err.println("error: " + e.getMessage());
            return FAILED;
        }
        out.println("wrote " + report.toAbsolutePath() + " (" + runs.size() + " run(s): "
                + String.join(", ", runs.stream().map(Run::label).toList()) + ")");
        return OK;
    }

    private static int usage(PrintStream err, String problem) {
        err.println("error: " + problem);
        err.println(USAGE);
        return BAD_ARGUMENTS;
    }
}
