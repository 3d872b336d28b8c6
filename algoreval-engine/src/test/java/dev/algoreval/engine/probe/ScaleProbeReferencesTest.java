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
 * The probe end to end on real programs, real drivers and the real sandbox: the references recover the
 * textbook exponent (a deliberately quadratic program is flagged in HelperThreadProbeTest). Sizes are kept small for CI
 * (the machine may be loaded: CPU time is measured, and the fastest of three calls counts); the full
 * table is benchmarks/scale-probe.sh.
 */
class ScaleProbeReferencesTest {
    // Full sizes (n = 200…800): at half size C++'s smallest calls, ~60 µs, sat in the caches and bent the
    // fit to 2.8, and Python's came out at 1.77. (Python's full-size 2.78 in one CI run, its edge list
    // outgrowing the caches, was before the driver interned its ints and the edges came in pair order.)
    private static final ProbePlan DENSE = new ProbePlan(2, 3, 1.0, ProbePlan.DEFAULT_SEED,
            ProbePlan.DEFAULT_BATCH_BYTES).onlyIn(Regime.DENSE).withoutReference();

    @ParameterizedTest
    @EnumSource(Language.class)
    void referencesRecoverTheTextbookExponentInTheDenseRegime(Language language) {
        // Kruskal on the edge list, except in the JIT languages: there its sort of edge objects by weight
        // chases pointers through memory and fitted 2.25-2.73 across full runs (2.71 in a CI run) against
        // 2.20 predicted; Dijkstra on the adjacency matrix scans arrays and fitted 1.77-1.92 against 2.
        boolean jit = language == Language.JAVA || language == Language.JAVASCRIPT;
        String algorithm = jit ? "dijkstra" : "kruskal-mst";
        Representation representation = jit ? Representation.ADJ_MATRIX : Representation.EDGE_LIST;
        ScaleFits.Fit fit = fit(ProbeSandbox.probe(DENSE), instance(algorithm, language, representation),
                instance(algorithm, language, representation).referenceSolution());
        assertThat(fit.timed()).as(ScaleFits.line(fit)).isEqualTo(fit.total());
        PowerLawFit f = fit.fit().orElseThrow();
        if (jit) {
            // A JIT's two graphs per size in CI (other test classes beside it) leave intervals of ±0.3:
            // not flagged, i.e. matching or with an interval that reaches the tolerance band.
            assertThat(fit.verdict().orElseThrow()).as(ScaleFits.line(fit))
                    .isIn(ExponentVerdict.MATCHES, ExponentVerdict.INCONCLUSIVE);
            assertThat(f.high()).as(ScaleFits.line(fit)).isGreaterThanOrEqualTo(fit.predicted() - ExponentVerdict.TOLERANCE);
        } else {
            assertThat(fit.verdict()).as(ScaleFits.line(fit)).hasValue(ExponentVerdict.MATCHES);
            assertThat(f.exponent()).isCloseTo(fit.predicted(), org.assertj.core.api.Assertions.within(0.4));
        }
    }

    private static ScaleFits.Fit fit(ScaleProbe probe, Instance instance, String source) {
        List<ScaleRecord> records = probe.probe(new ScaleProbe.Program(instance, "test", "plus", 0, source));
        List<ScaleFits.Fit> fits = ScaleFits.of(records);
        assertThat(fits).hasSize(1);
        System.out.println("[probe test] " + ScaleFits.line(fits.get(0)));
        return fits.get(0);
    }

    private static Instance instance(String algorithm, Language language, Representation representation) {
        return Dataset.load().instance(Instance.id(algorithm, language, representation)).orElseThrow();
    }

}
