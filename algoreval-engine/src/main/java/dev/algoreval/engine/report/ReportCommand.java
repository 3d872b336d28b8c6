package dev.algoreval.engine.report;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
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
        Path report = Path.of("report.html");
        String baseline = null;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            switch (arg) {
                case "--out", "--baseline" -> {
                    if (i + 1 >= args.length || args[i + 1].isBlank()) {
                        return usage(err, arg + " needs a value");
                    }
                    if (arg.equals("--out")) {
                        report = Path.of(args[++i]);
                    } else {
                        baseline = args[++i];
                    }
                }
                case "-h", "--help" -> {
                    out.println(USAGE);
                    return OK;
                }
                default -> {
                    if (arg.startsWith("-")) {
                        return usage(err, "unknown option " + arg);
                    }
                    files.add(Path.of(arg));
                }
            }
        }
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
