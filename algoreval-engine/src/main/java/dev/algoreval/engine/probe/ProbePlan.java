package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Representation;
import dev.algoreval.engine.plus.Driver;
import dev.algoreval.engine.plus.Drivers;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * How much the probe does: input samples per size (the paper's 8 graphs), repetitions of each call (the
 * fastest counts), a factor on every algorithm's sizes (1 = the sizes in {@link ProbeAlgorithms}), the
 * seed of every input, the most input text one process reads (a sample's ladder past it is split, each
 * process still holding two sizes or more, so the largest may read more), and whether the language's
 * reference is timed on the same inputs for the ratio fit, and whether each timed process runs alone
 * ({@link TimingQuiet}).
 */
public record ProbePlan(int samples, int repetitions, double sizeFactor, long seed, long batchBytes,
        java.util.Set<Regime> regimes, boolean againstReference, boolean timedAlone) {
    public static final int DEFAULT_SAMPLES = 8;
    public static final int DEFAULT_REPETITIONS = 3;
    /**
     * Calls per input at least in a JIT language: V8 still compiled and recompiled inside the 2nd and
     * 3rd call on a new, larger input and settled by the 4th or 5th; the fastest call is the one kept.
     */
    public static final int JIT_REPETITIONS = 5;
    public static final long DEFAULT_SEED = 20261203L;
    /**
     * Enough for a whole size ladder of one input sample in one process (a sparse graph of 8000 vertices is
     * ~2.7 MB of text, written once per repetition), so that the fit's intercept per process compares five
     * sizes timed side by side; at 3 MB, each process held two sizes and the fits' intervals were twice as wide.
     */
    public static final long DEFAULT_BATCH_BYTES = 24_000_000L;
    /**
     * What one probe process may print: a sort's result is as long as its input, so a process echoes up
     * to a batch of input text (more when one input alone is larger), where the benchmark's 1 MiB run
     * limit cut the sorted sequences off from 100,000 elements on. 32 MiB, not 16, since every process
     * holds two sizes at least: a JIT language's five sorts of 200,000 and of 100,000 keys print ~15 MB.
     */
    public static final long OUTPUT_BYTES = 32L * 1024 * 1024;

    public ProbePlan(int samples, int repetitions, double sizeFactor, long seed, long batchBytes) {
        this(samples, repetitions, sizeFactor, seed, batchBytes, java.util.EnumSet.allOf(Regime.class), true, true);
    }

    /** The same plan in these regimes only. */
    public ProbePlan onlyIn(Regime... only) {
        return new ProbePlan(samples, repetitions, sizeFactor, seed, batchBytes, java.util.Set.of(only), againstReference,
                timedAlone);
    }

    /**
     * The same plan without timing the same-language reference on the same inputs: for tests that probe
     * references only and check their absolute exponents, at half the cost.
     */
    public ProbePlan withoutReference() {
        return new ProbePlan(samples, repetitions, sizeFactor, seed, batchBytes, regimes, false, timedAlone);
    }

    public ProbePlan {
        regimes = java.util.Set.copyOf(regimes);
        if (samples < 1 || repetitions < 1 || !(sizeFactor > 0) || batchBytes < 1) {
            throw new IllegalArgumentException("a probe plan needs samples, repetitions, a size factor and a batch size above 0");
        }
    }

    /**
     * Discarded calls on the smallest input that open every process, in every language. In a JIT one
     * did not warm a process that a batch cut opened at a middle size: its first input's calls all ran
     * cold, twice as slow as the other input's at that size (Java bridges, 1000 vertices: 4.8 ms against
     * 2.0 ms). In Go one left the first size of every process slow (articulation points, edge list,
     * sparse: 855 µs at n = 500 against 555 µs at n = 1000, 131 µs after ten), which bent fits by up to
     * 0.6 once each process held the whole ladder.
     */
    public static final int WARM_UPS = 10;

    /** The calls per input for a language: {@link #JIT_REPETITIONS} at least where a JIT compiles the program. */
    public int repetitionsFor(Language language) {
        return compilesWhileRunning(language) ? jitRepetitions() : repetitions;
    }

    /** The calls per input in a JIT language. */
    public int jitRepetitions() {
        return Math.max(repetitions, JIT_REPETITIONS);
    }

    /** The languages whose programs a JIT compiles while they run ({@link Driver#compilesWhileRunning()}). */
    public static List<Language> compilingWhileRunning() {
        return java.util.Arrays.stream(Language.values()).filter(ProbePlan::compilesWhileRunning).toList();
    }

    private static boolean compilesWhileRunning(Language language) {
        return Drivers.forLanguage(language).compilesWhileRunning();
    }

    public static ProbePlan defaults() {
        return new ProbePlan(DEFAULT_SAMPLES, DEFAULT_REPETITIONS, 1.0, DEFAULT_SEED, DEFAULT_BATCH_BYTES);
    }

    public ProbePlan withSizeFactor(double factor) {
        return new ProbePlan(samples, repetitions, factor, seed, batchBytes, regimes, againstReference, timedAlone);
    }

    /**
     * The same plan, its timed processes running beside the run's other work: faster ({@code
     * algoreval.probe.timing=shared}), and the large sizes' times carry the neighbours' share of the caches.
     */
    public ProbePlan timedBesideOthers() {
        return new ProbePlan(samples, repetitions, sizeFactor, seed, batchBytes, regimes, againstReference, false);
    }

    /** The fewest distinct sizes a fit takes: with two, its interval would have no degree of freedom. */
    public static final int MIN_SIZES = 3;

    /**
     * Why this plan's size factor cannot be used: the first ladder it cuts below {@link #MIN_SIZES}
     * distinct sizes, with the smallest factor that keeps every ladder whole; empty when none is cut.
     */
    public Optional<String> cutLadder(Map<ProbeAlgorithm, Set<Representation>> algorithms) {
        return firstCut(algorithms).map(cut -> {
            double enough = sizeFactor;
            while (enough < 1 && withSizeFactor(enough).firstCut(algorithms).isPresent()) {
                enough = Math.min(1, enough * 1.05);
            }
            return "a size factor of " + sizeFactor + " leaves " + cut.algorithm().id() + " ("
                    + cut.regime().name().toLowerCase(Locale.ROOT) + ", " + cut.representation().id() + ") "
                    + cut.sizes().size() + " distinct size(s) " + cut.sizes() + ", and a fit needs " + MIN_SIZES
                    + ": use " + String.format(Locale.ROOT, "%.2f", Math.ceil(enough * 100) / 100) + " or more";
        });
    }

    private record Cut(ProbeAlgorithm algorithm, Regime regime, Representation representation, List<Integer> sizes) {
    }

    private Optional<Cut> firstCut(Map<ProbeAlgorithm, Set<Representation>> algorithms) {
        for (Map.Entry<ProbeAlgorithm, Set<Representation>> entry : algorithms.entrySet()) {
            ProbeAlgorithm algorithm = entry.getKey();
            for (Regime regime : regimes) {
                for (Representation representation : entry.getValue()) {
                    if (algorithm.probes(regime, representation)) {
                        List<Integer> sizes = sizes(algorithm, regime, representation);
                        if (sizes.size() < MIN_SIZES) {
                            return Optional.of(new Cut(algorithm, regime, representation, sizes));
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The algorithm's sizes scaled by the factor (at least 8 vertices, no size twice). */
    public List<Integer> sizes(ProbeAlgorithm algorithm, Regime regime, Representation representation) {
        return algorithm.sizes(regime, representation).stream().map(n -> Math.max(8, (int) Math.round(n * sizeFactor)))
                .distinct().toList();
    }
}
