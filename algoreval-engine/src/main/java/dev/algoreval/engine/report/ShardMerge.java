package dev.algoreval.engine.report;

import dev.algoreval.engine.api.Constants;
import dev.algoreval.engine.config.Shard;
import dev.algoreval.engine.results.RunManifest;
import dev.algoreval.engine.files.AtomicFiles;
import dev.algoreval.engine.results.ResultRecord;
import dev.algoreval.engine.results.RunSummary;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ReportCommand merge}: the results.jsonl of every shard of one sharded run ({@link Constants#SHARD})
 * combined into one results.jsonl, summary.json and report.html, as if one machine had run them all.
 * It refuses what would give a wrong whole, naming the file: a shard that did not finish (its
 * {@link RunManifest} says so, or it holds fewer results than it selected), shards of different runs
 * (another selection, conditions, models, samples, settings, dataset or engine build), files of
 * different shardings, a shard given twice or missing, a test that two shards both ran, and an output
 * directory that is a shard's own.
 */
@Command(name = "merge", description = {"Joins the shards of one sharded run into one results.jsonl, summary.json and "
        + "report.html.", "As if one machine had run them all; refuses, naming the file, shards that did not finish, "
        + "shards of different runs, a shard given twice or missing, and tests two shards both ran (docs/deployment.md)."},
        exitCodeList = {"0:merged", "1:the shards do not make one whole run, or the output cannot be written",
            "2:a bad command line"})
final class ShardMerge implements Callable<Integer> {
    /** One shard's results: its lines in file order, the later of two lines for the same test kept. */
    private record ShardResults(Path file, Shard shard, RunManifest manifest, Map<String, ResultRecord> records,
            Map<String, String> lines) {
    }

    @Option(names = "--out", required = true, paramLabel = "<directory>",
            description = "where the merged results.jsonl, summary.json and report.html go: not a shard's own directory")
    private Path directory;

    @Parameters(paramLabel = "<shard results.jsonl>", arity = "1..*", description = "every shard's results, once each")
    private List<Path> files;

    @Spec
    private CommandSpec spec;

    ShardMerge() {
    }

    @Override
    public Integer call() {
        try {
            refuseShardDirectory(directory, files);
            List<ShardResults> shards = new ArrayList<>();
            for (Path file : files) {
                shards.add(read(file));
            }
            checkSameRun(shards);
            check(shards);
            write(shards, directory, spec.commandLine().getOut());
            return ReportCommand.OK;
        } catch (ResultsFormatException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return ReportCommand.FAILED;
        }
    }

    private static ShardResults read(Path file) {
        RunManifest manifest = manifest(file);
        if (manifest.shard() == null) {
            throw new ResultsFormatException(file + ": not a shard: its run had no " + Constants.SHARD
                    + "=i/n, and merge combines the shards of one sharded run");
        }
        Shard manifestShard = parse(manifest.shard(), file.resolveSibling(RunManifest.NAME), 1);
        if (!manifest.finished()) {
            throw new ResultsFormatException(file + ": shard " + manifestShard + " did not finish (" + manifest.status()
                    + ", " + manifest.recorded() + " of " + manifest.tests() + " tests recorded): run it again, then merge");
        }
        List<String> text;
        try {
            text = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ResultsFormatException(file + ": cannot read: " + e.getMessage(), e);
        }
        Shard shard = null;
        Map<String, ResultRecord> records = new LinkedHashMap<>();
        Map<String, String> lines = new LinkedHashMap<>();
        for (int number = 1; number <= text.size(); number++) {
            String line = text.get(number - 1);
            if (line.isBlank()) {
                continue;
            }
            // A broken line, even the last, is refused: a shard that was stopped must be run again first.
            ResultRecord record = ResultsReader.parse(line, file, number);
            if (record.shard() == null) {
                throw new ResultsFormatException(file + ":" + number + ": this line has no 'shard': merge combines "
                        + "the results of runs with " + Constants.SHARD + "=i/n only");
            }
            Shard lineShard = parse(record.shard(), file, number);
            if (shard != null && !shard.equals(lineShard)) {
                throw new ResultsFormatException(file + ":" + number + ": shard " + lineShard + " after lines of shard "
                        + shard + ": one file must hold one shard's results");
            }
            shard = lineShard;
            String key = testKey(record);
            records.remove(key);
            lines.remove(key);
            records.put(key, record);
            lines.put(key, line);
        }
        if (shard != null && !shard.equals(manifestShard)) {
            throw new ResultsFormatException(file + ": its lines are shard " + shard + " but " + RunManifest.NAME
                    + " beside it says " + manifestShard + ": the file was moved or copied over");
        }
        if (records.size() != manifest.tests()) {
            throw new ResultsFormatException(file + ": shard " + manifestShard + " holds " + records.size()
                    + " results for the " + manifest.tests() + " tests it selected: run it again, then merge");
        }
        return new ShardResults(file, manifestShard, manifest, records, lines);
    }

    private static RunManifest manifest(Path file) {
        Path path = file.resolveSibling(RunManifest.NAME);
        if (!Files.isRegularFile(path)) {
            throw new ResultsFormatException(file + ": no " + RunManifest.NAME + " beside it, so nothing says whether "
                    + "that shard finished or which run it belongs to (the run never started, or an older engine wrote "
                    + "it): run the shard again with this engine");
        }
        try {
            return RunManifest.read(path);
        } catch (UncheckedIOException e) {
            throw new ResultsFormatException(e.getMessage(), e);
        }
    }

    /** The merged files would replace a shard's own results.jsonl or summary: never write there. */
    private static void refuseShardDirectory(Path out, List<Path> files) {
        Path target = out.toAbsolutePath().normalize();
        for (Path file : files) {
            Path shardDirectory = file.toAbsolutePath().normalize().getParent();
            if (target.startsWith(shardDirectory)) {
                throw new ResultsFormatException("--out " + out + " is " + (target.equals(shardDirectory) ? "" : "inside ")
                        + "the directory of shard results " + file + ": merge into a directory of its own (e.g. "
                        + shardDirectory.resolveSibling("merged") + ")");
            }
        }
    }

    /** Every shard must be a part of one run: one selection, configuration, dataset and engine build. */
    private static void checkSameRun(List<ShardResults> shards) {
        ShardResults first = shards.get(0);
        for (ShardResults shard : shards.subList(1, shards.size())) {
            same("engine build (engine_version)", first, shard, RunManifest::engineVersion);
            same("dataset (dataset_hash)", first, shard, RunManifest::datasetHash);
            same("conditions", first, shard, RunManifest::conditions);
            same("models", first, shard, RunManifest::models);
            same("samples", first, shard, RunManifest::samples);
            same("selection", first, shard, m -> m.selection() + " (" + m.units() + " instance-condition units)");
            same("settings", first, shard, RunManifest::settings);
        }
    }

    private static void same(String what, ShardResults a, ShardResults b, Function<RunManifest, ?> field) {
        Object left = field.apply(a.manifest());
        Object right = field.apply(b.manifest());
        if (!Objects.equals(left, right)) {
            throw new ResultsFormatException("the shards are not parts of one run: their " + what + " differ: "
                    + a.file() + " (shard " + a.shard() + ") has " + left + ", " + b.file() + " (shard " + b.shard()
                    + ") has " + right);
        }
    }

    private static Shard parse(String shard, Path file, int number) {
        try {
            return Shard.parse(shard);
        } catch (IllegalArgumentException e) {
            throw new ResultsFormatException(file + ":" + number + ": " + e.getMessage(), e);
        }
    }

    private static String testKey(ResultRecord r) {
        return r.model() + "\u0000" + r.condition() + "\u0000" + r.instance() + "\u0000" + r.sample();
    }

    private static String describe(ResultRecord r) {
        return r.instance() + " sample " + r.sample() + " of " + RunSummary.label(r.model(), r.condition());
    }

    private static void check(List<ShardResults> shards) {
        int count = shards.get(0).shard().count();
        List<ShardResults> otherCount = shards.stream().filter(s -> s.shard().count() != count).toList();
        if (!otherCount.isEmpty()) {
            throw new ResultsFormatException("the files come from different shardings: " + shards.stream()
                    .map(s -> s.file() + " is shard " + s.shard()).collect(Collectors.joining(", ")));
        }
        Map<Integer, ShardResults> byIndex = new HashMap<>();
        for (ShardResults shard : shards) {
            ShardResults previous = byIndex.putIfAbsent(shard.shard().index(), shard);
            if (previous != null) {
                throw new ResultsFormatException("shard " + shard.shard() + " is given twice: " + previous.file()
                        + " and " + shard.file());
            }
        }
        List<Integer> missing = IntStream.rangeClosed(1, count).filter(i -> !byIndex.containsKey(i)).boxed().toList();
        if (!missing.isEmpty()) {
            throw new ResultsFormatException((missing.size() == 1 ? "shard " : "shards ")
                    + missing.stream().map(i -> i + "/" + count).collect(Collectors.joining(", "))
                    + (missing.size() == 1 ? " is" : " are") + " missing: merge needs the results of all " + count
                    + " shards");
        }
        Map<String, ShardResults> owner = new HashMap<>();
        for (ShardResults shard : shards) {
            for (Map.Entry<String, ResultRecord> entry : shard.records().entrySet()) {
                ShardResults previous = owner.putIfAbsent(entry.getKey(), shard);
                if (previous != null) {
                    throw new ResultsFormatException("the shards overlap: " + describe(entry.getValue()) + " is in both "
                            + previous.file() + " (shard " + previous.shard() + ") and " + shard.file() + " (shard "
                            + shard.shard() + "); were the shards run with different selections?");
                }
            }
        }
    }

    private static void write(List<ShardResults> shards, Path directory, PrintWriter out) {
        List<ShardResults> ordered = shards.stream().sorted(Comparator.comparingInt(s -> s.shard().index())).toList();
        StringBuilder results = new StringBuilder();
        RunSummary summary = new RunSummary();
        for (ShardResults shard : ordered) {
            shard.lines().values().forEach(line -> results.append(line).append('\n'));
            shard.records().values().forEach(summary::add);
        }
        Path resultsFile = directory.resolve("results.jsonl");
        Path summaryFile = directory.resolve("summary.json");
        Path report = directory.resolve("report.html");
        try {
            AtomicFiles.write(resultsFile, results.toString());
            AtomicFiles.write(summaryFile, summary.json());
        } catch (IOException e) {
            throw new ResultsFormatException("cannot write in " + directory + ": " + e.getMessage(), e);
        }
        HtmlReport.write(resultsFile, report);
        out.print(summary.table());
        out.println("merged " + shards.size() + " shards into " + resultsFile.toAbsolutePath() + ", " + summaryFile
                .getFileName() + " and " + report.getFileName());
    }
}
