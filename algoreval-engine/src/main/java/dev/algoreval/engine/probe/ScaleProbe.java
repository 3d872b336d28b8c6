package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.Comparison;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.dataset.plus.ResultComparer;
import dev.algoreval.engine.plus.DriverOutput;
import dev.algoreval.engine.plus.TimedDriverRunner;
import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.function.Supplier;

/**
 * The scale probe (paper Appendix K): runs one program that passed its fixed and hidden tests on
 * seeded inputs of growing size (G(n, p) graphs, sequences to sort) through its language's driver in
 * timed mode, and records per input the fastest of the repeated calls, or why the sample is not timed
 * (a wrong answer, an error, a crash, the time limit). Every process first calls its smallest input
 * and discards the result ({@link ProbePlan#WARM_UPS} times), so that a
 * JIT has compiled the program's hot code before the first timed call; with the minimum over
 * repetitions on top, neither start-up nor warm-up reaches the fitted exponent. The same-language
 * reference is timed once per instance on the same inputs in the same processes, so that each line
 * also carries the reference's time and the program's growth can be fitted against it ({@link ScaleFits}).
 * Thread-safe: programs are probed on the run's execution threads.
 */
public final class ScaleProbe {
    /**
     * The most result text one process writes: probe processes may print {@link ProbePlan#OUTPUT_BYTES}
     * and are killed past that, so distance matrices, long walks or sorted sequences need processes of
     * their own beyond a point; half the cap, as the estimates are rough.
     */
    static final long RESULT_BYTES = ProbePlan.OUTPUT_BYTES / 2;

    private final ProbePlan plan;
    private final Interfaces interfaces;
    private final TimedDriverRunner runner;
    private final Map<String, SoftReference<Sample>> samples = new ConcurrentHashMap<>();
    private final Map<String, Future<Map<String, Long>>> referenceTimes = new ConcurrentHashMap<>();

    public ScaleProbe(ProbePlan plan, Interfaces interfaces, TimedDriverRunner runner) {
        this.plan = plan;
        this.interfaces = interfaces;
        this.runner = runner;
    }

    public ProbePlan plan() {
        return plan;
    }

    /** Whether the probe times this instance: one of its algorithms, in a probed representation. */
    public boolean covers(Instance instance) {
        return ProbeAlgorithms.of(instance.algorithm().id()).filter(a -> !regimes(a, instance.representation()).isEmpty())
                .isPresent() && interfaces.of(instance).isPresent();
    }

    /**
     * What the probe will cost, said before the first test: sizes × samples × repetitions per program,
     * how many programs at most (those that pass their hidden tests), a rough time and the bound the time
     * limits set. Each instance's reference is timed once whatever the number of models and samples, and
     * a program of the reference model is that timing. The time assumes the largest size's call takes
     * {@link #SLOW_CALL_SECONDS} in an interpreted or JIT language and {@link #COMPILED_CALL_SECONDS} compiled
     * ahead of time, scaling with the textbook exponent below it, and {@link #PROCESS_SECONDS} per process
     * (sandbox, start-up, the input's text, the results' judging): for the references of C, Go, Java and
     * JavaScript, each timed process alone, it says 57 min, and that probe took 56 (2026-12-06).
     *
     * @param fromModels the instances of the tests whose programs are timed besides the references
     * @param fromReferenceModel the instances of the reference model's tests, whose programs are the references
     */
    public String announce(List<Instance> fromModels, List<Instance> fromReferenceModel, int parallelism,
            java.time.Duration runTimeout) {
        List<Instance> ladders = new ArrayList<>(fromModels);
        ladders.addAll(fromReferenceModel);
        long programs = ladders.stream().filter(this::covers).count();
        if (plan.againstReference()) {
            java.util.Set<Instance> referenceTimed = new java.util.HashSet<>(fromReferenceModel);
            fromModels.stream().distinct().filter(referenceTimed::add).forEach(ladders::add);
        }
        java.util.Set<Regime.Kind> kinds = java.util.EnumSet.noneOf(Regime.Kind.class);
        long calls = 0;
        long processes = 0;
        double seconds = 0;
        for (Instance instance : ladders) {
            if (!covers(instance)) {
                continue;
            }
            ProbeAlgorithm algorithm = ProbeAlgorithms.of(instance.algorithm().id()).orElseThrow();
            kinds.add(algorithm.inputKind());
            int repetitions = plan.repetitionsFor(instance.language());
            double largestCall = instance.language() == Language.PYTHON
                    || ProbePlan.compilingWhileRunning().contains(instance.language()) ? SLOW_CALL_SECONDS
                    : COMPILED_CALL_SECONDS;
            for (Regime regime : regimes(algorithm, instance.representation())) {
                List<Integer> sizes = plan.sizes(algorithm, regime, instance.representation());
                int largest = sizes.get(sizes.size() - 1);
                double exponent = algorithm.textbook(regime, instance.representation()).exponent();
                // One process per input sample, or more where a ladder's text is split (not known before the inputs are made).
                processes += plan.samples();
                seconds += plan.samples() * PROCESS_SECONDS;
                for (int n : sizes) {
                    calls += (long) plan.samples() * repetitions;
                    seconds += plan.samples() * repetitions * largestCall * Math.pow((double) n / largest, exponent);
                }
            }
        }
        if (programs == 0) {
            return "[algoreval] scale probe: no selected instance is one of the probe's algorithms ("
                    + String.join(", ", ProbeAlgorithms.all().stream().map(ProbeAlgorithm::id).toList()) + ")";
        }
        double minutes = seconds / 60 / (plan.timedAlone() ? 1 : parallelism);
        return String.format(java.util.Locale.ROOT, "[algoreval] scale probe: up to %d programs (those passing base "
                + "and plus) × 1-2 regimes × 5 sizes × %d %s × %d repetitions (%d in %s)%s = up to %d timed calls "
                + "in at least %d sandboxed processes, each limited to %d s; roughly %.0f min, %s", programs,
                plan.samples(), kinds.size() == 1 ? kinds.iterator().next().plural() : "inputs", plan.repetitions(),
                plan.jitRepetitions(), String.join(" and ", ProbePlan.compilingWhileRunning().stream()
                        .map(Language::displayName).toList()),
                plan.againstReference() && !fromModels.isEmpty() ? ", and each instance's reference once on the same inputs"
                        : "", calls,
                processes, runTimeout.toSeconds(), minutes, plan.timedAlone()
                        ? "one timed process at a time"
                        : "on " + parallelism + " threads, timed processes beside the run's other steps");
    }

    /** The estimate's largest call in Python, Java and JavaScript (see {@link #announce}). */
    static final double SLOW_CALL_SECONDS = 0.1;
    /** The estimate's largest call in C, C++, Go and Rust. */
    static final double COMPILED_CALL_SECONDS = 0.02;
    /** The estimate's cost of a probe process besides its calls. */
    static final double PROCESS_SECONDS = 0.55;

    /** One input and its answer, shared by every program of the algorithm (all languages, representations, models). */
    record Sample(ProbeInput input, Object expected) {
    }

    /** Who the program is, for its lines. */
    public record Program(Instance instance, String model, String condition, int sample, String source) {
    }

    public List<ScaleRecord> probe(Program program) {
        Instance instance = program.instance();
        ProbeAlgorithm algorithm = ProbeAlgorithms.of(instance.algorithm().id()).orElseThrow();
        List<ScaleRecord> out = new ArrayList<>();
        for (Regime regime : regimes(algorithm, instance.representation())) {
            out.addAll(probe(program, algorithm, regime));
        }
        return out;
    }

    private List<Regime> regimes(ProbeAlgorithm algorithm, Representation representation) {
        return List.of(Regime.values()).stream().filter(r -> plan.regimes().contains(r) && algorithm.probes(r, representation))
                .toList();
    }

    /** One timed input: an input sample at a size, one repetition (repetition -1: the discarded warm-up). */
    private record Input(int n, int sample, int repetition) {
    }

    /** One process: a stretch of one input sample's size ladder, in increasing size. */
    record Chunk(int sample, List<Integer> sizes) {
    }

    private List<ScaleRecord> probe(Program program, ProbeAlgorithm algorithm, Regime regime) {
        List<ScaleRecord> records = time(program, algorithm, regime);
        if (!plan.againstReference()) {
            return records;
        }
        if (program.source().equals(program.instance().referenceSolution())) {
            // The reference itself (the reference model, a program copied from it): its timings are the
            // reference's for every other program of the instance, and its ratio to itself is 1 by construction.
            referenceTimes.putIfAbsent(referenceKey(program.instance(), regime),
                    CompletableFuture.completedFuture(timings(records)));
            return records;
        }
        Map<String, Long> reference = referenceNanos(program.instance(), algorithm, regime);
        return records.stream().map(r -> r.withReferenceNanos(reference.get(r.timingKey()))).toList();
    }

    private static String referenceKey(Instance instance, Regime regime) {
        return instance.id() + "|" + regime.id();
    }

    private static Map<String, Long> timings(List<ScaleRecord> records) {
        Map<String, Long> nanos = new HashMap<>();
        for (ScaleRecord r : records) {
            if (r.timed()) {
                nanos.put(r.timingKey(), r.nanos());
            }
        }
        return Map.copyOf(nanos);
    }

    /**
     * The same-language reference's least CPU time per process and size, timed once per instance and regime
     * in a run (every model, condition and sample of the instance compares with the same timings), in the
     * same processes: {@link #chunks} depends on the language, never on the program.
     */
    private Map<String, Long> referenceNanos(Instance instance, ProbeAlgorithm algorithm, Regime regime) {
        FutureTask<Map<String, Long>> task = new FutureTask<>(() -> timings(time(
                new Program(instance, "reference", "plus", 0, instance.referenceSolution()), algorithm, regime)));
        Future<Map<String, Long>> timing = referenceTimes.putIfAbsent(referenceKey(instance, regime), task);
        if (timing == null) {
            timing = task;
            task.run();
        }
        try {
            return timing.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the reference of " + instance.id() + " was timed", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("timing the reference of " + instance.id() + " failed", e.getCause());
        }
    }

    /**
     * One process per input sample, timing its whole size ladder, so that the fit's intercept per process
     * takes out what is the process's own (its core, its memory placement): a ladder whose input or
     * result text passes the plan's limits is split, each part starting with the size the last one ended
     * with, so every process still holds two sizes and takes part in the fit. A sample's repetitions and
     * sizes share the process: the fastest repetition is the warm call the fit wants.
     */
    List<Chunk> chunks(ProbeAlgorithm algorithm, Regime regime, Representation representation, Language language) {
        List<Integer> sizes = plan.sizes(algorithm, regime, representation);
        int repetitions = plan.repetitionsFor(language);
        List<Chunk> chunks = new ArrayList<>();
        for (int g = 0; g < plan.samples(); g++) {
            List<Integer> current = new ArrayList<>();
            long bytes = 0;
            long resultBytes = 0;
            for (int n : sizes) {
                ProbeInput sampled = sample(algorithm, regime, n, g).input();
                long each = sampled.estimatedBytes(representation) * repetitions;
                long eachResult = algorithm.estimatedResultBytes(sampled) * repetitions;
                if (current.size() >= 2 && (bytes + each > plan.batchBytes() || resultBytes + eachResult > RESULT_BYTES)) {
                    chunks.add(new Chunk(g, List.copyOf(current)));
                    int last = current.get(current.size() - 1);
                    ProbeInput lastInput = sample(algorithm, regime, last, g).input();
                    current = new ArrayList<>(List.of(last));
                    bytes = lastInput.estimatedBytes(representation) * repetitions;
                    resultBytes = algorithm.estimatedResultBytes(lastInput) * repetitions;
                }
                current.add(n);
                bytes += each;
                resultBytes += eachResult;
            }
            chunks.add(new Chunk(g, List.copyOf(current)));
        }
        return chunks;
    }

    private List<ScaleRecord> time(Program program, ProbeAlgorithm algorithm, Regime regime) {
        Instance instance = program.instance();
        Representation representation = instance.representation();
        Language language = instance.language();
        List<Chunk> chunks = runner.timingQuiet().beside(() -> chunks(algorithm, regime, representation, language));
        int repetitions = plan.repetitionsFor(language);
        List<List<Input>> batches = new ArrayList<>();
        for (Chunk chunk : chunks) {
            List<Input> batch = new ArrayList<>(java.util.Collections.nCopies(ProbePlan.WARM_UPS,
                    new Input(chunk.sizes().get(0), chunk.sample(), -1)));
            for (int n : chunk.sizes()) {
                for (int r = 0; r < repetitions; r++) {
                    batch.add(new Input(n, chunk.sample(), r));
                }
            }
            batches.add(batch);
        }
        List<Supplier<List<HiddenTest>>> encoded = batches.stream().map(batch -> (Supplier<List<HiddenTest>>) () -> tests(
                algorithm, regime, representation, batch)).toList();
        TimedDriverRunner.Result result = runner.runEncoding(instance, program.source(), encoded);
        return runner.timingQuiet().beside(() -> judge(program, algorithm, regime, chunks, batches, result));
    }

    private List<ScaleRecord> judge(Program program, ProbeAlgorithm algorithm, Regime regime, List<Chunk> chunks,
            List<List<Input>> batches, TimedDriverRunner.Result result) {
        Instance instance = program.instance();
        Representation representation = instance.representation();
        Api api = interfaces.of(instance).orElseThrow();
        Comparison comparison = interfaces.comparison(algorithm.id(), representation);
        List<ScaleRecord> records = new ArrayList<>();
        for (int c = 0; c < chunks.size(); c++) {
            for (int n : chunks.get(c).sizes()) {
                records.add(judge(program, algorithm, regime, n, c, chunks.get(c).sample(), batches.get(c), result, api,
                        comparison));
            }
        }
        return records;
    }

    /** The record of one input sample at one size in process {@code c}: the fastest of its repetitions, or why none counts. */
    private ScaleRecord judge(Program program, ProbeAlgorithm algorithm, Regime regime, int n, int c, int g,
            List<Input> inputs, TimedDriverRunner.Result result, Api api, Comparison comparison) {
        Sample sample = sample(algorithm, regime, n, g);
        Representation representation = program.instance().representation();
        Long fastest = null;
        Long fastestWall = null;
        String status = ScaleRecord.TIMED;
        String reason = null;
        if (!result.compiled()) {
            status = ScaleRecord.NOT_BUILT;
            reason = "the program does not compile with the driver";
        }
        HiddenTest test = null;
        Object accepted = null;
        TimedDriverRunner.Batch batch = result.compiled() ? result.batches().get(c) : null;
        for (int i = 0; batch != null && i < inputs.size() && reason == null; i++) {
            Input input = inputs.get(i);
            if (input.n() != n || input.repetition() < 0) {
                continue;
            }
            DriverOutput.InputResult r = batch.output().results().get(i);
            if (r instanceof DriverOutput.Returned returned) {
                if (test == null) {
                    test = comparison.checker().isPresent() || !api.callables().isEmpty()
                            ? algorithm.test(name(n, g), sample.input(), representation, sample.expected())
                            : HiddenTest.function(name(n, g), List.of(), sample.expected());
                }
                // The repetitions of a correct program return the same value: judged once, recognised after.
                Optional<String> mismatch = accepted != null && accepted.equals(returned.value()) ? Optional.empty()
                        : ResultComparer.mismatch(api, comparison, test, returned.value());
                if (mismatch.isEmpty()) {
                    accepted = returned.value();
                }
                TimedDriverRunner.Timing nanos = batch.nanos().get(i);
                if (mismatch.isPresent()) {
                    status = ScaleRecord.WRONG;
                    reason = mismatch.get();
                } else if (nanos == null) {
                    status = ScaleRecord.ERROR;
                    reason = "the driver wrote no time for this call";
                } else {
                    fastest = fastest == null ? nanos.cpu() : Math.min(fastest, nanos.cpu());
                    fastestWall = fastestWall == null ? nanos.wall() : Math.min(fastestWall, nanos.wall());
                }
            } else if (r instanceof DriverOutput.Raised raised) {
                status = ScaleRecord.ERROR;
                reason = raised.message();
            } else if (r instanceof DriverOutput.Unreadable unreadable) {
                // A result cut off by the output limit is the harness's limit, not a wrong answer.
                boolean cut = batch.run().outputLimitExceeded();
                status = cut ? ScaleRecord.CRASHED : ScaleRecord.WRONG;
                reason = cut ? "the process printed more than the output limit" : unreadable.message();
            } else {
                boolean timedOut = batch.run().timedOut();
                status = timedOut ? ScaleRecord.TIMEOUT : ScaleRecord.CRASHED;
                reason = timedOut ? "the process reached the time limit of " + batch.run().elapsed().toSeconds()
                        + " s before this call finished" : batch.run().outputLimitExceeded()
                        ? "the process printed more than the output limit before this call finished"
                        : "the process stopped before this call finished";
            }
        }
        return new ScaleRecord(program.model(), program.condition(), program.sample(), program.instance().id(),
                algorithm.id(), program.instance().language().id(), representation.id(), regime.id(), n,
                sample.input().m(), g, status, reason == null ? fastest : null, reason == null ? fastestWall : null,
                plan.repetitionsFor(program.instance().language()),
                reason == null ? null : abbreviate(reason), c, null);
    }

    private List<HiddenTest> tests(ProbeAlgorithm algorithm, Regime regime, Representation representation,
            List<Input> batch) {
        List<HiddenTest> tests = new ArrayList<>();
        // One test object for an input's warm-ups and repetitions: PlusInput writes its text once and copies
        // it; the driver builds fresh values from each copy, so no call sees another call's changes.
        Map<Integer, HiddenTest> bySize = new HashMap<>();
        for (Input input : batch) {
            tests.add(bySize.computeIfAbsent(input.n(), n -> {
                Sample sample = sample(algorithm, regime, n, input.sample());
                return algorithm.test(name(n, input.sample()), sample.input(), representation, sample.expected());
            }));
        }
        return tests;
    }

    private static String name(int n, int g) {
        return "n=" + n + " input " + g;
    }

    Sample sample(ProbeAlgorithm algorithm, Regime regime, int n, int index) {
        String key = algorithm.id() + "|" + regime.id() + "|" + n + "|" + index;
        SoftReference<Sample> cached = samples.get(key);
        Sample sample = cached == null ? null : cached.get();
        if (sample == null) {
            ProbeInput input = algorithm.input(n, regime, new Random(plan.seed() * 1_000_003L + key.hashCode()));
            sample = new Sample(input, DeepStack.call(() -> algorithm.expected(input)));
            samples.put(key, new SoftReference<>(sample));
        }
        return sample;
    }

    private static String abbreviate(String s) {
        String line = s.replace('\n', ' ');
        return line.length() <= 300 ? line : line.substring(0, 300) + "…";
    }
}
