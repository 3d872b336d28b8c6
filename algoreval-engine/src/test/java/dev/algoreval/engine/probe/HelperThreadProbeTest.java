package dev.algoreval.engine.probe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Representation;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 26, item 1: the probe times what a call costs wherever the work runs. The same linear-scan
 * Dijkstra (O(V²) on sparse graphs, where the textbook's heap gives about n log² n) is probed as the
 * function itself and on a helper thread that the call starts and joins (a goroutine in Go, a worker
 * thread in JavaScript). When the drivers timed the calling thread only, the helper-thread version
 * fitted k 0.21 in Python, 0.37 in C and 0.72 in Java against 2.00, 1.92 and 1.39 direct ("not a
 * finding"): its work was invisible, and its time over the direct version's fell by up to n^-1.8.
 *
 * <p>Now, in every language, the helper version's time over the direct one's, fitted like a program
 * against its reference, does not fall by more than the tolerance beyond its interval (the same
 * "finding only beyond the noise" rule as the verdicts). Where the scan outweighs everything around it
 * at the sizes CI can afford (Python, C, C++), the direct version is flagged too. The helper version's
 * verdict is printed, not asserted: it pays for a thread per call, which is its real cost and flattens
 * its smallest sizes (in C a new thread's malloc arena is first touched on every call: k 1.68–1.83,
 * sometimes inside the band's reach); elsewhere the direct version's verdict at these sizes depends on
 * the machine's load — on a loaded 2-core machine Java, JavaScript, Go and Rust fitted the direct scan
 * 1.46–1.91, its interval sometimes reaching the band — so it is printed, not asserted.
 * Real compilers, real drivers, the real sandbox.
 */
class HelperThreadProbeTest {
    /**
     * Two graphs per size, the fastest of three calls (five in Java and JavaScript), the absolute fit only
     * (the comparison with the reference has its own test). Python at half the probe's sizes (n =
     * 250…4000, ~1 s a call at 4000); C and C++ at twice (1000…16000), where the scan at the smallest
     * size (~1 ms) outweighs starting a thread (~0.25 ms of CPU in the sandbox; at 1.5 times C's helper
     * version fitted 1.73, its interval reaching the band); the others at the probe's own sizes.
     */
    private static ProbePlan plan(Language language) {
        double factor = switch (language) {
            case PYTHON -> 0.5;
            case C, CPP -> 2.0;
            default -> 1.0;
        };
        return new ProbePlan(2, 3, factor, ProbePlan.DEFAULT_SEED, ProbePlan.DEFAULT_BATCH_BYTES).onlyIn(Regime.SPARSE)
                .withoutReference();
    }

    /** The languages in which the scan dominates at these sizes whatever the load. */
    private static final java.util.Set<Language> FLAGGED = java.util.EnumSet.of(Language.PYTHON, Language.C, Language.CPP);

    @ParameterizedTest
    @EnumSource(Language.class)
    void aQuadraticDijkstraCostsTheSameOnTheCallingThreadAsOnAHelperThread(Language language) {
        Instance instance = Dataset.load().instance(Instance.id("dijkstra", language, Representation.EDGE_LIST))
                .orElseThrow();
        ScaleProbe probe = ProbeSandbox.probe(plan(language));
        List<ScaleRecord> direct = probe.probe(program(instance, "direct", LinearScanDijkstra.direct(language)));
        List<ScaleRecord> helper = probe.probe(program(instance, "helper-thread", LinearScanDijkstra.onHelperThread(language)));
        ScaleFits.Fit directFit = fit(direct);
        ScaleFits.Fit helperFit = fit(helper);
        for (ScaleFits.Fit fit : List.of(directFit, helperFit)) {
            assertThat(fit.timed()).as(ScaleFits.line(fit)).isEqualTo(fit.total());
        }
        ScaleFits.Fit helperOverDirect = fit(againstEachOther(helper, direct));
        PowerLawFit ratio = helperOverDirect.ratio().orElseThrow();
        assertThat(ratio.high()).as("the helper-thread version's time over the direct one's: %s",
                ScaleFits.line(helperOverDirect)).isGreaterThan(-ExponentVerdict.TOLERANCE);
        if (FLAGGED.contains(language)) {
            assertThat(directFit.verdict()).as(ScaleFits.line(directFit)).get().matches(HelperThreadProbeTest::growsFaster,
                    "flagged as growing faster than it should");
        }
    }

    /** The finding the direct version must get: hidden O(V²), or grows faster than the bound. */
    private static boolean growsFaster(ExponentVerdict verdict) {
        return verdict == ExponentVerdict.HIDDEN_QUADRATIC || verdict == ExponentVerdict.SLOWER
                || verdict == ExponentVerdict.SLOWER_THAN_REFERENCE;
    }

    /** The helper version's lines with the direct version's time on the same input in the same process as their reference. */
    private static List<ScaleRecord> againstEachOther(List<ScaleRecord> helper, List<ScaleRecord> direct) {
        Map<String, Long> directNanos = new HashMap<>();
        direct.forEach(r -> directNanos.put(r.timingKey(), r.nanos()));
        return helper.stream().map(r -> r.withReferenceNanos(directNanos.get(r.timingKey()))).toList();
    }

    private static ScaleProbe.Program program(Instance instance, String label, String source) {
        return new ScaleProbe.Program(instance, label, "plus", 0, source);
    }

    private static ScaleFits.Fit fit(List<ScaleRecord> records) {
        List<ScaleFits.Fit> fits = ScaleFits.of(records);
        assertThat(fits).hasSize(1);
        System.out.println("[probe test] " + records.get(0).model() + " " + ScaleFits.line(fits.get(0)));
        return fits.get(0);
    }
}
