package dev.algoreval.engine.probe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Representation;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 26, item 2: a program is compared with the same-language reference on the same inputs. A
 * quick-find Kruskal on sparse graphs grows against the reference, and a copy of the reference does not
 * (two separate timings of the same program; every language's in HelperThreadProbeTest). The reference
 * itself is timed once, and its timing is the one the others are compared with. Real compilers, real
 * drivers, the real sandbox.
 *
 * <p>Python at an eighth of Kruskal's sparse sizes (250…4000), where its interpreted scan already
 * outgrows the sort: k 2.04 [2.01, 2.06], +0.80 [+0.75, +0.84] over the reference, flagged with a margin
 * no run has come near. C at Kruskal's own sparse sizes (n = 2000…32000), where the scan of V labels and
 * the sort of the edges both weigh: the quick-find program's time is sort + c·V², so its ratio to the
 * reference grows more slowly than V²'s over a sort's (about n^0.8 here) and reaches that only at sizes
 * CI cannot afford. Measured with three graphs per size (2026-12-06): +0.54 [+0.44, +0.64], +0.49
 * [+0.35, +0.63] (a CI run, where the verdict was inconclusive), and at twice the sizes (four times the
 * cost) +0.58 [+0.45, +0.71]; with five graphs +0.58 [+0.49, +0.67]. Flagged in most runs, but its
 * interval's lower end sits within 0.05 of the tolerance, so in C the test asserts what holds in every
 * run: the interval lies clear of half the tolerance, which no reference against itself comes near
 * (-0.12 to +0.07). At n = 1000…16000 Go, Java and JavaScript grew +0.28 [+0.22, +0.33], +0.44 [+0.30,
 * +0.59] and +0.18 [+0.12, +0.24] over their references, C++ +0.48 [+0.39, +0.56] at C's sizes: their
 * references' sorts cost more per edge (Go's reflection-based {@code sort.Slice}, Java's and V8's sorts
 * of edge objects), and the V² scan still costs about what that sort costs there.
 */
class AgainstReferenceProbeTest {
    /** Three graphs per size, the fastest of two calls. */
    private static final ProbePlan SPARSE = new ProbePlan(3, 2, 1, ProbePlan.DEFAULT_SEED,
            ProbePlan.DEFAULT_BATCH_BYTES).onlyIn(Regime.SPARSE);

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"PYTHON", "C"})
    void aQuickFindKruskalIsFlaggedAndTheReferenceIsNotFlaggedAgainstItself(Language language) {
        Instance instance = Dataset.load().instance(Instance.id("kruskal-mst", language, Representation.EDGE_LIST))
                .orElseThrow();
        ScaleProbe probe = ProbeSandbox.probe(language == Language.PYTHON ? SPARSE.withSizeFactor(0.125) : SPARSE);
        // The reference itself is timed once: its timings are the reference's, and it has no ratio to itself.
        ScaleFits.Fit reference = fit(probe, instance, "reference", instance.referenceSolution());
        assertThat(reference.ratio()).as(ScaleFits.line(reference)).isEmpty();
        ScaleFits.Fit quickFind = fit(probe, instance, "quick-find", QuickFindKruskal.program(language));
        // A copy of the reference, timed apart from it, against the reference's timing.
        ScaleFits.Fit copy = fit(probe, instance, "reference copy", instance.referenceSolution() + "\n");
        for (ScaleFits.Fit fit : List.of(reference, quickFind, copy)) {
            assertThat(fit.timed()).as(ScaleFits.line(fit)).isEqualTo(fit.total());
        }
        // It grows against the reference, its whole interval beyond what a reference against itself reaches.
        assertThat(quickFind.ratio().orElseThrow().low()).as(ScaleFits.line(quickFind))
                .isGreaterThan(ExponentVerdict.TOLERANCE / 2);
        if (language == Language.PYTHON) {
            assertThat(quickFind.verdict()).as(ScaleFits.line(quickFind)).get().matches(ExponentVerdict::flagged, "flagged");
        }
        assertThat(copy.ratio().orElseThrow().exponent()).as(ScaleFits.line(copy))
                .isBetween(-ExponentVerdict.TOLERANCE, ExponentVerdict.TOLERANCE);
        assertThat(copy.verdict()).as(ScaleFits.line(copy)).get().matches(v -> !v.flagged(), "not flagged");
    }

    private static ScaleFits.Fit fit(ScaleProbe probe, Instance instance, String label, String source) {
        List<ScaleFits.Fit> fits = ScaleFits.of(probe.probe(new ScaleProbe.Program(instance, label, "plus", 0, source)));
        assertThat(fits).hasSize(1);
        System.out.println("[probe test] " + label + " " + ScaleFits.line(fits.get(0)));
        return fits.get(0);
    }
}
