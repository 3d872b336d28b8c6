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
 * quick-find Kruskal on sparse graphs is flagged by its ratio to the reference, and the reference probed
 * as a program is not flagged against its own timing (two separate timings of the same program; every
 * language's in HelperThreadProbeTest). Real compilers, real drivers, the real sandbox.
 *
 * <p>Python only, where the quick-find scan is interpreted: at n = 500…8000 the ratio grew +0.61
 * [+0.46, +0.75]. In C, C++, Go, Java and JavaScript the compiled scan over V labels costs about what the
 * reference's sort costs at these sizes, and the ratio grew only +0.07 to +0.33 (3 graphs per size), inside
 * the tolerance: the program is not slower there by anything the probe's sizes can show (QuickFindKruskal
 * keeps those versions, for benchmarks/scale-probe runs at larger sizes).
 */
class AgainstReferenceProbeTest {
    /** Three graphs per size at half size (n = 250…4000), the fastest of two calls. */
    private static final ProbePlan SPARSE = new ProbePlan(3, 2, 0.5, ProbePlan.DEFAULT_SEED,
            ProbePlan.DEFAULT_BATCH_BYTES).onlyIn(Regime.SPARSE);

    @ParameterizedTest
    @EnumSource(value = Language.class, names = "PYTHON")
    void aQuickFindKruskalIsFlaggedAgainstTheReferenceAndTheReferenceIsNotFlaggedAgainstItself(Language language) {
        Instance instance = Dataset.load().instance(Instance.id("kruskal-mst", language, Representation.EDGE_LIST))
                .orElseThrow();
        ScaleProbe probe = ProbeSandbox.probe(SPARSE);
        ScaleFits.Fit quickFind = fit(probe, instance, "quick-find", QuickFindKruskal.program(language));
        ScaleFits.Fit reference = fit(probe, instance, "reference", instance.referenceSolution());
        for (ScaleFits.Fit fit : List.of(quickFind, reference)) {
            assertThat(fit.timed()).as(ScaleFits.line(fit)).isEqualTo(fit.total());
            assertThat(fit.ratio()).as(ScaleFits.line(fit)).isPresent();
        }
        assertThat(quickFind.ratio().orElseThrow().low()).as(ScaleFits.line(quickFind))
                .isGreaterThan(ExponentVerdict.TOLERANCE);
        assertThat(quickFind.verdict()).as(ScaleFits.line(quickFind)).get().matches(ExponentVerdict::flagged, "flagged");
        assertThat(reference.ratio().orElseThrow().exponent()).as(ScaleFits.line(reference))
                .isBetween(-ExponentVerdict.TOLERANCE, ExponentVerdict.TOLERANCE);
        assertThat(reference.verdict()).as(ScaleFits.line(reference)).get().matches(v -> !v.flagged(), "not flagged");
    }

    private static ScaleFits.Fit fit(ScaleProbe probe, Instance instance, String label, String source) {
        List<ScaleFits.Fit> fits = ScaleFits.of(probe.probe(new ScaleProbe.Program(instance, label, "plus", 0, source)));
        assertThat(fits).hasSize(1);
        System.out.println("[probe test] " + label + " " + ScaleFits.line(fits.get(0)));
        return fits.get(0);
    }
}
