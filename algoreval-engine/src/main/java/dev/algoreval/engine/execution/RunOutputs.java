package dev.algoreval.engine.execution;

import dev.algoreval.engine.files.FileErrors;
import dev.algoreval.engine.config.AlgorevalConfiguration;
import dev.algoreval.engine.config.EngineVersion;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.config.Gate;
import dev.algoreval.engine.probe.ScaleFile;
import dev.algoreval.engine.probe.ScaleRecord;
import dev.algoreval.engine.results.ResultRecord;
import dev.algoreval.engine.results.RunManifest;
import dev.algoreval.engine.results.RunSummary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;

/**
 * What a run leaves behind, and the one writer of its output directory: results.jsonl line by line,
 * progress on the console, then summary.json, the table, report.html and the gate. Each selected test
 * is recorded exactly once, whichever way it ended; a result that cannot be written stops the run
 * as a harness failure without changing that test's own outcome.
 */
public final class RunOutputs implements AutoCloseable {
    private final AlgorevalConfiguration configuration;
    private final OutputDirectory directory;
    private final GateFiles gateFiles;
    private final RunSummary summary = new RunSummary();
    private final List<RunListener> listeners;
    private final Set<String> recorded = ConcurrentHashMap.newKeySet();
    private final List<String> failures = new CopyOnWriteArrayList<>();
    private volatile String stopReason;
    private final ResultRecord.Harness harness;
    private RunVerdict verdict;
    private final ScaleFile scale;
    private final RunManifest manifest;

    private RunOutputs(AlgorevalConfiguration configuration, OutputDirectory directory, GateFiles gateFiles, int tests,
            String datasetHash, RunManifest manifest) {
        this.manifest = manifest;
        this.configuration = configuration;
        this.directory = directory;
        this.gateFiles = gateFiles;
        this.harness = new ResultRecord.Harness(configuration.sandboxMode().name().toLowerCase(Locale.ROOT),
                EngineVersion.get(), datasetHash);
        ResultsFile results = new ResultsFile(directory.resolve(OutputDirectory.RESULTS));
        this.scale = new ScaleFile(directory.resolve(OutputDirectory.SCALE));
        Progress progress = new Progress(tests, System.out, System::nanoTime, Duration.ofSeconds(10));
        // In this order at the end: results closed, then the summary, then the report read from the results.
        this.listeners = List.of(results, record -> progress.finished(record.counted(), record.passed()),
                new SummaryOutput(summary, directory, System.out), new ReportOutput(directory, System.out));
    }

    /**
     * Claims the output directory and arms the gate files for a run of {@code tests} tests.
     *
     * @throws IllegalStateException when the directory is taken or cannot be written
     */
    public static RunOutputs open(AlgorevalConfiguration configuration, int tests, String datasetHash,
            RunManifest.Selection selection) {
        OutputDirectory directory = OutputDirectory.claim(configuration.outputDirectory());
        try {
            GateFiles gateFiles = new GateFiles(Stream.concat(Stream.of(directory.resolve(OutputDirectory.GATE_FAILED)),
                    configuration.gateFile().stream()).toList());
            gateFiles.pending();
            RunManifest manifest = manifest(configuration, tests, datasetHash, selection);
            manifest.write(directory.path());
            return new RunOutputs(configuration, directory, gateFiles, tests, datasetHash, manifest);
        } catch (IOException e) {
            directory.close();
            throw new UncheckedIOException("cannot write in " + directory.path() + ": " + FileErrors.why(e), e);
        } catch (RuntimeException e) {
            directory.close();
            throw e;
        }
    }

    private static RunManifest manifest(AlgorevalConfiguration configuration, int tests, String datasetHash,
            RunManifest.Selection selection) {
        Map<String, String> settings = new java.util.LinkedHashMap<>();
        settings.put("sandbox", configuration.sandboxMode().name().toLowerCase(Locale.ROOT));
        settings.put("run_timeout", configuration.runTimeout().toString());
        settings.put("compile_timeout", configuration.compileTimeout().toString());
        settings.put("time_limits", configuration.timeLimits().toString());
        settings.put("model_settings", configuration.modelOptions().overrides().toString());
        settings.put("probe", configuration.probe().map(Object::toString).orElse("off"));
        return RunManifest.running(EngineVersion.get(), datasetHash, configuration.shard().map(Object::toString)
                .orElse(null), selection, tests, configuration.conditions().stream().map(Condition::id).toList(),
                configuration.models(), configuration.modelOptions().samples(), settings);
    }

    /** Sandbox mode, engine version and dataset hash: what every results line says about the harness. */
    public ResultRecord.Harness harness() {
        return harness;
    }

    /** Records one test's result unless it already has one; false when it had. */
    public boolean record(String testId, ResultRecord result) {
        if (!recorded.add(testId)) {
            return false;
        }
        ResultRecord record = configuration.shard().map(shard -> result.withShard(shard.toString())).orElse(result);
        for (RunListener listener : listeners) {
            try {
                listener.recorded(record);
            } catch (RuntimeException e) {
                fail(e.getMessage() == null ? e.toString() : e.getMessage());
            }
        }
        return true;
    }

    /** Appends one probed program's lines to scale.jsonl; a write that fails stops the run like a results write. */
    public void recordScale(List<ScaleRecord> records) {
        try {
            scale.append(records);
        } catch (RuntimeException e) {
            fail(e.getMessage() == null ? e.toString() : e.getMessage());
        }
    }

    public boolean isRecorded(String testId) {
        return recorded.contains(testId);
    }

    /** Stops the run: tests not yet started are skipped with this reason, and the run fails. */
    public void fail(String harnessFailure) {
        if (stopReason == null) {
            System.err.println("[algoreval] stopping the run: " + harnessFailure);
        }
        failures.add(harnessFailure);
        stopReason = "not run: the run stopped because of a harness failure (" + harnessFailure + ")";
    }

    /** Why tests should no longer start, when the run is stopping. */
    public Optional<String> stopReason() {
        return Optional.ofNullable(stopReason);
    }

    /** Writes what is left, checks the gate and releases the directory; every path through here releases it. */
    @Override
    public synchronized void close() {
        if (verdict != null) {
            return;
        }
        try {
            for (RunListener listener : listeners) {
                try {
                    listener.runFinished();
                } catch (Exception e) {
                    failures.add(e.getMessage() == null ? e.toString() : e.getMessage());
                }
            }
            try {
                manifest.ended(failures.isEmpty() && stopReason == null, recorded.size()).write(directory.path());
            } catch (IOException e) {
                failures.add("cannot write " + directory.resolve(RunManifest.NAME) + ": " + FileErrors.why(e));
            }
            List<String> problems = new ArrayList<>(failures);
            RunVerdict provisional = new RunVerdict(problems, gateMisses());
            problems.addAll(gateFiles.settle(provisional));
            verdict = new RunVerdict(problems, provisional.gateMisses());
            if (verdict.failed()) {
                System.out.print(verdict.message());
            } else if (configuration.gate().isSet()) {
                System.out.println("AlgoREval gate met.");
            }
        } finally {
            scale.close();
            directory.close();
        }
    }

    /** The verdict found by {@link #close()}. */
    public RunVerdict verdict() {
        if (verdict == null) {
            throw new IllegalStateException("the run is still open");
        }
        return verdict;
    }

    private List<String> gateMisses() {
        List<String> misses = new ArrayList<>();
        Gate gate = configuration.gate();
        if (gate.isSet()) {
            for (String model : configuration.models()) {
                for (Condition condition : configuration.conditions()) {
                    String label = RunSummary.label(model, condition.id());
                    Map<String, Optional<Double>> byLanguage = new TreeMap<>();
                    gate.perLanguage().keySet().forEach(language -> byLanguage.put(language, summary.passRate(label, language)));
                    gate.misses(summary.passRate(label), byLanguage).forEach(miss -> misses.add(label + " " + miss));
                }
            }
        }
        return misses;
    }
}
