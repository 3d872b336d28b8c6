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
 * quick-find Kruskal on sparse graphs is flagged, and a copy of the reference is not flagged against the
 * reference's timing (two separate timings of the same program; every language's in HelperThreadProbeTest).
 * The reference itself is timed once, and its timing is the one the others are compared with. Real compilers, real drivers, the real sandbox.
 *
 * <p>Python, C and C++ at Kruskal's sparse sizes (n = 1000…16000; Python at half of them, where its
 * interpreted scan is already 30 times the sort and n = 16000 would only time out): C's ratio to its
 * reference grew +0.52 [+0.45, +0.59], C++'s exponent is 1.78 [1.76, 1.81] (hidden quadratic), Python's
 * ratio +0.61 [+0.46, +0.75]. Go, Java and JavaScript grew +0.28 [+0.22, +0.33], +0.44 [+0.30, +0.59] and
 * +0.18 [+0.12, +0.24] over their references there, not clear of the tolerance, so they are not flagged: their
 * references' sorts cost more per edge (Go's reflection-based {@code sort.Slice}, Java's and V8's sorts of
 * edge objects), and the V² scan still costs about what that sort costs at these sizes.
 */
class AgainstReferenceProbeTest {
    /**
     * Five graphs per size, the fastest of two calls: with three, C++'s interval was [1.66, 1.82] in one run,
     * clear of the band's 1.63 by little.
     */
    private static final ProbePlan SPARSE = new ProbePlan(5, 2, 1, ProbePlan.DEFAULT_SEED,
            ProbePlan.DEFAULT_BATCH_BYTES).onlyIn(Regime.SPARSE);

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"PYTHON", "C", "CPP"})
    void aQuickFindKruskalIsFlaggedAndTheReferenceIsNotFlaggedAgainstItself(Language language) {
        Instance instance = Dataset.load().instance(Instance.id("kruskal-mst", language, Representation.EDGE_LIST))
                .orElseThrow();
        ScaleProbe probe = ProbeSandbox.probe(language == Language.PYTHON ? SPARSE.withSizeFactor(0.5) : SPARSE);
        // The reference itself is timed once: its timings are the reference's, and it has no ratio to itself.
        ScaleFits.Fit reference = fit(probe, instance, "reference", instance.referenceSolution());
        assertThat(reference.ratio()).as(ScaleFits.line(reference)).isEmpty();
        ScaleFits.Fit quickFind = fit(probe, instance, "quick-find", QuickFindKruskal.program(language));
        // A copy of the reference, timed apart from it, against the reference's timing.
        ScaleFits.Fit copy = fit(probe, instance, "reference copy", instance.referenceSolution() + "\n");
        for (ScaleFits.Fit fit : List.of(reference, quickFind, copy)) {
            assertThat(fit.timed()).as(ScaleFits.line(fit)).isEqualTo(fit.total());
        }
        assertThat(quickFind.verdict()).as(ScaleFits.line(quickFind)).get().matches(ExponentVerdict::flagged, "flagged");
        // It grows against the reference in every one of them (a reference against itself: -0.12 to +0.07).
        assertThat(quickFind.ratio().orElseThrow().exponent()).as(ScaleFits.line(quickFind))
                .isGreaterThan(ExponentVerdict.TOLERANCE / 2);
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
