package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Instance;
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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The scale probe (paper Appendix K): runs one program that passed its fixed and hidden tests on
 * seeded inputs of growing size (G(n, p) graphs, sequences to sort) through its language's driver in
 * timed mode, and records per input the fastest of the repeated calls, or why the sample is not timed
 * (a wrong answer, an error, a crash, the time limit). Every process first calls the smallest input
 * and discards the result (ten times in Java and JavaScript, {@link ProbePlan#warmUpsFor}), so that a
 * JIT has compiled the program's hot code before the first timed call; with the minimum over
 * repetitions on top, neither start-up nor warm-up reaches the fitted exponent.
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
     * how many programs at most (those that pass their hidden tests), a rough time (assuming the largest
     * size's call takes 0.3 s in an interpreted or JIT language and 0.05 s compiled ahead of time,
     * scaling with the textbook exponent below it) and the bound the time limits set.
     */
    public String announce(List<Instance> candidates, int parallelism, java.time.Duration runTimeout) {
        long programs = 0;
        java.util.Set<Regime.Kind> kinds = java.util.EnumSet.noneOf(Regime.Kind.class);
        long calls = 0;
        long batches = 0;
        double seconds = 0;
        for (Instance instance : candidates) {
            if (!covers(instance)) {
                continue;
            }
            programs++;
            ProbeAlgorithm algorithm = ProbeAlgorithms.of(instance.algorithm().id()).orElseThrow();
            kinds.add(algorithm.inputKind());
            boolean slow = List.of("python", "javascript", "java").contains(instance.language().id());
            for (Regime regime : regimes(algorithm, instance.representation())) {
                List<Integer> sizes = plan.sizes(algorithm, regime, instance.representation());
                int largest = sizes.get(sizes.size() - 1);
                double exponent = algorithm.textbook(regime, instance.representation()).exponent();
                batches += sizes.size();
                for (int n : sizes) {
                    int repetitions = plan.repetitionsFor(instance.language().id());
                    calls += (long) plan.samples() * repetitions;
                    seconds += plan.samples() * repetitions * (slow ? 0.3 : 0.05)
                            * Math.pow((double) n / largest, exponent);
                }
                seconds += sizes.size() * 0.5 + 2;
            }
        }
        if (programs == 0) {
            return "[algoreval] scale probe: no selected instance is one of the probe's algorithms ("
                    + String.join(", ", ProbeAlgorithms.all().stream().map(ProbeAlgorithm::id).toList()) + ")";
        }
        return String.format(java.util.Locale.ROOT, "[algoreval] scale probe: up to %d programs (those passing base "
                + "and plus) × 1-2 regimes × 5 sizes × %d %s × %d repetitions (%d in Java and JavaScript) = up to %d timed calls; "
                + "roughly %.0f min on %d threads (at least %d sandboxed processes, each limited to %d s)", programs,
                plan.samples(), kinds.size() == 1 ? kinds.iterator().next().plural() : "inputs", plan.repetitions(),
                plan.jitRepetitions(), calls,
                seconds / 60 / parallelism, parallelism, batches, runTimeout.toSeconds());
    }

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

    private List<ScaleRecord> probe(Program program, ProbeAlgorithm algorithm, Regime regime) {
        Instance instance = program.instance();
        Representation representation = instance.representation();
        List<Integer> sizes = plan.sizes(algorithm, regime, representation);
        List<Input> warmUps = java.util.Collections.nCopies(plan.warmUpsFor(instance.language().id()),
                new Input(sizes.get(0), 0, -1));
        List<List<Input>> batches = new ArrayList<>();
        List<Input> current = new ArrayList<>(warmUps);
        long bytes = 0;
        long resultBytes = 0;
        int repetitions = plan.repetitionsFor(instance.language().id());
        for (int n : sizes) {
            for (int g = 0; g < plan.samples(); g++) {
                // A graph's repetitions share one process: the fastest of them is the warm call the fit
                // wants. Cut between repetitions, a large input's every call was its process's first at
                // that size, cold in a JIT (JavaScript: compiled and recompiled inside the call), while
                // small inputs, many to a process, were timed warm; that difference alone bent the fits.
                ProbeInput sampled = sample(algorithm, regime, n, g).input();
                long each = sampled.estimatedBytes(representation) * repetitions;
                long eachResult = algorithm.estimatedResultBytes(sampled) * repetitions;
                if (current.size() > warmUps.size() && (bytes + each > plan.batchBytes() || resultBytes + eachResult > RESULT_BYTES)) {
                    batches.add(current);
                    current = new ArrayList<>(warmUps);
                    bytes = 0;
                    resultBytes = 0;
                }
                for (int r = 0; r < repetitions; r++) {
                    current.add(new Input(n, g, r));
                }
                bytes += each;
                resultBytes += eachResult;
            }
        }
        batches.add(current);
        List<Supplier<List<HiddenTest>>> encoded = batches.stream().map(batch -> (Supplier<List<HiddenTest>>) () -> tests(
                algorithm, regime, representation, batch)).toList();
        TimedDriverRunner.Result result = runner.runEncoding(instance, program.source(), encoded);
        Api api = interfaces.of(instance).orElseThrow();
        Comparison comparison = interfaces.comparison(algorithm.id(), representation);
        List<ScaleRecord> records = new ArrayList<>();
        for (int n : sizes) {
            for (int g = 0; g < plan.samples(); g++) {
                records.add(judge(program, algorithm, regime, n, g, batches, result, api, comparison));
            }
        }
        return records;
    }

    private ScaleRecord judge(Program program, ProbeAlgorithm algorithm, Regime regime, int n, int g,
            List<List<Input>> batches, TimedDriverRunner.Result result, Api api, Comparison comparison) {
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
        for (int b = 0; b < batches.size() && result.compiled() && reason == null; b++) {
            TimedDriverRunner.Batch batch = result.batches().get(b);
            for (int i = 0; i < batches.get(b).size() && reason == null; i++) {
                Input input = batches.get(b).get(i);
                if (input.n() != n || input.sample() != g || input.repetition() < 0) {
                    continue;
                }
                DriverOutput.InputResult r = batch.output().results().get(i);
                if (r instanceof DriverOutput.Returned returned) {
                    if (test == null) {
                        test = comparison.checker().isPresent() || !api.callables().isEmpty()
                                ? algorithm.test(name(n, g), sample.input(), representation, sample.expected())
                                : HiddenTest.function(name(n, g), List.of(), sample.expected());
                    }
                    Optional<String> mismatch = ResultComparer.mismatch(api, comparison, test, returned.value());
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
        }
        return new ScaleRecord(program.model(), program.condition(), program.sample(), program.instance().id(),
                algorithm.id(), program.instance().language().id(), representation.id(), regime.id(), n,
                sample.input().m(), g, status, reason == null ? fastest : null, reason == null ? fastestWall : null,
                plan.repetitionsFor(program.instance().language().id()),
                reason == null ? null : abbreviate(reason));
    }

    private List<HiddenTest> tests(ProbeAlgorithm algorithm, Regime regime, Representation representation,
            List<Input> batch) {
        List<HiddenTest> tests = new ArrayList<>();
        for (Input input : batch) {
            Sample sample = sample(algorithm, regime, input.n(), input.sample());
            // The same argument object for every repetition: the encoder writes it again each time, and
            // the driver builds fresh values from the text, so no call sees another call's changes.
            tests.add(algorithm.test(input.repetition() < 0 ? "warm-up" : name(input.n(), input.sample()),
                    sample.input(), representation, sample.expected()));
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
