package dev.algoreval.engine.probe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Representation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The sorts under the scale probe: sequences that keep the prompts' promises, the JDK's answer, the verdicts. */
class SortProbesTest {
    private static final List<String> SORTS = List.of("heap-sort", "merge-sort", "counting-sort", "radix-sort");

    @Test
    void theSortsAreProbedInTheSequenceRegimesOnlyAndTheGraphAlgorithmsInTheGraphRegimesOnly() {
        for (ProbeAlgorithm a : ProbeAlgorithms.all()) {
            boolean sort = SORTS.contains(a.id());
            assertThat(a.inputKind()).as(a.id()).isEqualTo(sort ? Regime.Kind.SEQUENCE : Regime.Kind.GRAPH);
            for (Representation r : Representation.values()) {
                for (Regime regime : Regime.values()) {
                    if (a.probes(regime, r)) {
                        assertThat(regime.kind()).as(a.id() + " " + regime + " " + r).isEqualTo(a.inputKind());
                    }
                }
            }
        }
        for (String id : SORTS) {
            assertThat(sort(id).probes(Regime.RANDOM, Representation.DEFAULT)).isTrue();
            assertThat(sort(id).probes(Regime.DESCENDING, Representation.DEFAULT)).isTrue();
            assertThat(sort(id).probes(Regime.SPARSE, Representation.DEFAULT)).isFalse();
        }
        assertThat(ProbeAlgorithms.of("dijkstra").orElseThrow().probes(Regime.RANDOM, Representation.EDGE_LIST)).isFalse();
        assertThat(Regime.byId("descending")).isEqualTo(Regime.DESCENDING);
        assertThat(Regime.byId("sparse")).isEqualTo(Regime.SPARSE);
        assertThatThrownBy(() -> Regime.RANDOM.edgeProbability(100)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void heapAndMergeSortSequencesMixSignsInside32Bits() {
        for (String id : List.of("heap-sort", "merge-sort")) {
            long[] v = sequence(id, 20_000, Regime.RANDOM).values();
            assertThat(v).hasSize(20_000);
            assertThat(min(v)).as(id).isNegative().isGreaterThanOrEqualTo(Integer.MIN_VALUE);
            assertThat(max(v)).as(id).isPositive().isLessThanOrEqualTo(Integer.MAX_VALUE);
        }
    }

    @Test
    void countingSortKeysAreNonNegativeAndTheirRangeGrowsWithN() {
        for (int n : List.of(1_000, 100_000)) {
            ProbeSequence s = sequence("counting-sort", n, Regime.RANDOM);
            assertThat(min(s.values())).isGreaterThanOrEqualTo(0);
            // The hidden tests go up to 10^6: the prompt's "small values".
            assertThat(max(s.values())).isLessThan(n / 100).isLessThanOrEqualTo(1_000_000);
            assertThat(s.m()).isEqualTo(n / 100);
        }
    }

    @Test
    void radixSortKeysAreNonNegativeWithSixDigitsAtEverySize() {
        for (int n : sort("radix-sort").sizes(Regime.RANDOM, Representation.DEFAULT)) {
            long[] v = sequence("radix-sort", n, Regime.RANDOM).values();
            assertThat(min(v)).isGreaterThanOrEqualTo(0);
            assertThat(Long.toString(max(v))).hasSize(6);
        }
    }

    @Test
    void theDescendingRegimeHoldsTheRandomRegimesValuesInDescendingOrder() {
        for (String id : SORTS) {
            long[] down = sequence(id, 5_000, Regime.DESCENDING).values();
            for (int i = 1; i < down.length; i++) {
                assertThat(down[i]).as(id + " at " + i).isLessThanOrEqualTo(down[i - 1]);
            }
            // The same seed draws the same values in both regimes: only the order differs.
            assertThat(countsOf(down)).as(id).isEqualTo(countsOf(sequence(id, 5_000, Regime.RANDOM).values()));
            assertThat(down[0]).isGreaterThan(down[down.length - 1]);
        }
    }

    @Test
    void theExpectedAnswerIsTheSameValuesAscendingAndTheArgumentIsTheSequence() {
        for (String id : SORTS) {
            for (Regime regime : List.of(Regime.RANDOM, Regime.DESCENDING)) {
                ProbeSequence s = sequence(id, 3_000, regime);
                @SuppressWarnings("unchecked")
                List<Long> sorted = (List<Long>) sort(id).expected(s);
                assertThat(sorted).as(id).isSorted().hasSize(3_000);
                List<Long> given = new ArrayList<>();
                for (long x : s.values()) {
                    given.add(x);
                }
                assertThat(counts(sorted)).as(id).isEqualTo(counts(given));
                assertThat(sort(id).args(s, Representation.DEFAULT)).containsExactly(given);
            }
        }
    }

    @Test
    void theInputTextEstimateCountsTheDigitsAndStaysUnderAFewMegabytes() {
        ProbeSequence s = ProbeSequence.of(new long[] {-12, 0, 345});
        assertThat(s.estimatedBytes(Representation.DEFAULT)).isEqualTo(2 + 4 + 2 + 4);
        assertThat(s.m()).isEqualTo(358);
        for (String id : SORTS) {
            List<Integer> sizes = sort(id).sizes(Regime.RANDOM, Representation.DEFAULT);
            assertThat(sequence(id, sizes.get(sizes.size() - 1), Regime.RANDOM).estimatedBytes(Representation.DEFAULT))
                    .as(id).isLessThan(3_000_000L);
        }
    }

    @Test
    void eachSortsTextbookBoundIsAboutLinearOverItsSizes() {
        assertThat(predicted("heap-sort")).isCloseTo(1.08, within(0.02));
        assertThat(predicted("merge-sort")).isCloseTo(1.08, within(0.02));
        assertThat(predicted("counting-sort")).isCloseTo(1.0, within(0.01));
        assertThat(predicted("radix-sort")).isCloseTo(1.0, within(0.01));
    }

    @Test
    void aQuadraticSortIsFlaggedInEitherSequenceRegimeAndShownAsHiddenQuadraticInN() {
        Textbook nLogN = sort("merge-sort").textbook(Regime.RANDOM, Representation.DEFAULT);
        assertThat(ExponentVerdict.of(1.95, nLogN, 1.08)).isEqualTo(ExponentVerdict.HIDDEN_QUADRATIC);
        assertThat(ExponentVerdict.of(1.2, nLogN, 1.08)).isEqualTo(ExponentVerdict.MATCHES);
        List<ScaleRecord> records = new ArrayList<>();
        for (int n : sort("merge-sort").sizes(Regime.RANDOM, Representation.DEFAULT)) {
            records.add(record("merge-sort-python-default", "python", Regime.DESCENDING, n, (long) n * n));
            records.add(record("merge-sort-c-default", "c", Regime.DESCENDING, n, (long) (n * Math.log(n))));
        }
        String table = ScaleTable.markdown(ScaleFits.of(records));
        assertThat(table).containsPattern("\\| merge-sort \\| default \\| descending \\| 1\\.00 \\| 1\\.0\\d \\| "
                + "2\\.00 ± 0\\.00 \\*\\*hidden O\\(n²\\)\\*\\* \\| 1\\.0\\d ± 0\\.0\\d \\|")
                .contains("1 of 2 fits flagged");
    }

    @Test
    void anInsertionSortPosingAsMergeSortIsFlaggedOnRealRuns() {
        String insertion = """
                def mergeSort(arr):
                    a = list(arr)
                    for i in range(1, len(a)):
                        x = a[i]
                        j = i - 1
                        while j >= 0 and a[j] > x:
                            a[j + 1] = a[j]
                            j -= 1
                        a[j + 1] = x
                    return a
                """;
        ScaleFits.Fit fit = fit(Regime.RANDOM, insertion);
        assertThat(fit.timed()).as(ScaleFits.line(fit)).isEqualTo(fit.total());
        assertThat(fit.verdict()).as(ScaleFits.line(fit)).hasValue(ExponentVerdict.HIDDEN_QUADRATIC);
    }

    @Test
    void aFirstElementPivotQuicksortPassesOnRandomInputAndIsFlaggedOnDescendingInput() {
        String quicksort = """
                def mergeSort(arr):
                    a = list(arr)
                    stack = [(0, len(a) - 1)]
                    while stack:
                        lo, hi = stack.pop()
                        if lo >= hi:
                            continue
                        pivot = a[lo]
                        i = lo
                        for j in range(lo + 1, hi + 1):
                            if a[j] < pivot:
                                i += 1
                                a[i], a[j] = a[j], a[i]
                        a[lo], a[i] = a[i], a[lo]
                        stack.append((lo, i - 1))
                        stack.append((i + 1, hi))
                    return a
                """;
        ScaleFits.Fit random = fit(Regime.RANDOM, quicksort);
        assertThat(random.timed()).as(ScaleFits.line(random)).isEqualTo(random.total());
        assertThat(random.fit().orElseThrow().exponent()).as(ScaleFits.line(random)).isLessThan(1.5);
        ScaleFits.Fit descending = fit(Regime.DESCENDING, quicksort);
        assertThat(descending.timed()).as(ScaleFits.line(descending)).isEqualTo(descending.total());
        assertThat(descending.verdict()).as(ScaleFits.line(descending)).hasValue(ExponentVerdict.HIDDEN_QUADRATIC);
    }

    @Test
    void aSortedSequenceLongerThanTheBenchmarksOutputLimitIsStillTimed() {
        // 400,000 keys print about 2.7 MB, over the benchmark's 1 MiB per run: the probe allows more.
        ProbePlan plan = new ProbePlan(1, 1, 1.0, ProbePlan.DEFAULT_SEED, ProbePlan.DEFAULT_BATCH_BYTES)
                .onlyIn(Regime.RANDOM).withoutReference();
        Instance instance = Dataset.load().instance(Instance.id("counting-sort", Language.C, Representation.DEFAULT))
                .orElseThrow();
        List<ScaleRecord> records = ProbeSandbox.probe(plan).probe(new ScaleProbe.Program(instance, "reference", "plus", 0,
                instance.referenceSolution()));
        // Every size, some in two processes (a ladder split past the input limit overlaps by one size).
        assertThat(records.stream().map(ScaleRecord::n).distinct()).hasSize(5);
        assertThat(records).allSatisfy(r -> assertThat(r.timed()).as(r.n() + ": " + r.reason()).isTrue());
    }

    /** Python, sizes 100 … 1600: a few seconds in the sandbox. */
    private static ScaleFits.Fit fit(Regime regime, String source) {
        ProbePlan plan = new ProbePlan(2, 2, 0.008, ProbePlan.DEFAULT_SEED, ProbePlan.DEFAULT_BATCH_BYTES).onlyIn(regime);
        Instance instance = Dataset.load().instance(Instance.id("merge-sort", Language.PYTHON, Representation.DEFAULT))
                .orElseThrow();
        List<ScaleFits.Fit> fits = ScaleFits.of(ProbeSandbox.probe(plan).probe(new ScaleProbe.Program(instance, "test",
                "plus", 0, source)));
        assertThat(fits).hasSize(1);
        System.out.println("[probe test] " + ScaleFits.line(fits.get(0)));
        return fits.get(0);
    }

    private static double predicted(String id) {
        return sort(id).textbook(Regime.RANDOM, Representation.DEFAULT).exponentOver(sort(id)
                .sizes(Regime.RANDOM, Representation.DEFAULT).stream()
                .map(n -> new Textbook.Size(n, sequence(id, n, Regime.RANDOM).m())).toList());
    }

    private static ScaleRecord record(String instance, String language, Regime regime, int n, long nanos) {
        return new ScaleRecord("reference", "plus", 0, instance, "merge-sort", language, "default", regime.id(), n,
                2_000_000_001L, 0, ScaleRecord.TIMED, nanos, nanos, 3, null, null, null);
    }

    private static ProbeAlgorithm sort(String id) {
        return ProbeAlgorithms.of(id).orElseThrow();
    }

    private static ProbeSequence sequence(String id, int n, Regime regime) {
        return (ProbeSequence) sort(id).input(n, regime, new Random(n));
    }

    private static long min(long[] v) {
        return java.util.Arrays.stream(v).min().orElseThrow();
    }

    private static long max(long[] v) {
        return java.util.Arrays.stream(v).max().orElseThrow();
    }

    private static Map<Long, Integer> countsOf(long[] v) {
        Map<Long, Integer> out = new HashMap<>();
        for (long x : v) {
            out.merge(x, 1, Integer::sum);
        }
        return out;
    }

    private static Map<Long, Integer> counts(List<Long> v) {
        Map<Long, Integer> out = new HashMap<>();
        v.forEach(x -> out.merge(x, 1, Integer::sum));
        return out;
    }
}
