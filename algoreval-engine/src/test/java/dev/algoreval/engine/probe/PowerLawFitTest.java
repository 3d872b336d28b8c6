package dev.algoreval.engine.probe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PowerLawFitTest {

    @Test
    void exactPowerLawsAreRecoveredWithAZeroWidthInterval() {
        List<PowerLawFit.Point> points = new ArrayList<>();
        for (int n : List.of(100, 200, 400, 800)) {
            points.add(new PowerLawFit.Point(n, 3.0 * Math.pow(n, 2.0)));
        }
        PowerLawFit fit = PowerLawFit.of(points).orElseThrow();
        assertThat(fit.exponent()).isCloseTo(2.0, within(1e-9));
        assertThat(fit.high() - fit.low()).isLessThan(1e-6);
        assertThat(fit.nanosAt(1000)).isCloseTo(3.0e6, within(1.0));
    }

    @Test
    void noisyDataGivesAnIntervalThatHoldsTheTrueExponentAboutNinetyFivePercentOfTheTime() {
        Random random = new Random(42);
        int covered = 0;
        int trials = 400;
        double width = 0;
        for (int t = 0; t < trials; t++) {
            List<PowerLawFit.Point> points = new ArrayList<>();
            for (int n : List.of(500, 1000, 2000, 4000, 8000)) {
                for (int s = 0; s < 8; s++) {
                    // Log-normal noise of 20 %: what a loaded machine does to timings.
                    points.add(new PowerLawFit.Point(n, 50 * Math.pow(n, 1.3) * Math.exp(0.2 * random.nextGaussian())));
                }
            }
            PowerLawFit fit = PowerLawFit.of(points).orElseThrow();
            covered += fit.low() <= 1.3 && 1.3 <= fit.high() ? 1 : 0;
            width += fit.high() - fit.low();
        }
        // Binomial(400, 0.95): mean 380, sd 4.4.
        assertThat(covered).isBetween(365, 395);
        // The slope's standard error is 0.2 / sqrt(Sxx) with Sxx = 8 · 5 · var(ln n) = 8 · 2 · (ln 2)² · 5 = 38.4.
        assertThat(width / trials).isCloseTo(2 * 2.024 * 0.2 / Math.sqrt(38.44), within(0.02));
    }

    @Test
    void anInterceptPerProcessTakesOutWhatIsEachProcesssOwn() {
        // Process 0 timed the small sizes on a core 1.8 times slower, process 1 the large ones on a fast
        // core: with one intercept the slower small sizes flatten k; with one per process it is exact.
        List<PowerLawFit.Point> points = new ArrayList<>();
        for (int n : List.of(500, 1000, 2000)) {
            points.add(new PowerLawFit.Point(n, 1.8 * Math.pow(n, 1.2), 0));
        }
        for (int n : List.of(2000, 4000, 8000)) {
            points.add(new PowerLawFit.Point(n, Math.pow(n, 1.2) * (n == 4000 ? 1.01 : 1), 1));
        }
        PowerLawFit pooled = PowerLawFit.of(points.stream().map(p -> new PowerLawFit.Point(p.n(), p.nanos())).toList())
                .orElseThrow();
        PowerLawFit perProcess = PowerLawFit.of(points).orElseThrow();
        assertThat(pooled.exponent()).isLessThan(1.05);
        assertThat(perProcess.exponent()).isCloseTo(1.2, within(0.01));
        assertThat(perProcess.low()).isGreaterThan(1.1);
    }

    @Test
    void processesTimedAtOneSizeEachLeaveNothingToFit() {
        List<PowerLawFit.Point> points = List.of(new PowerLawFit.Point(10, 5, 0), new PowerLawFit.Point(20, 20, 1),
                new PowerLawFit.Point(40, 80, 2), new PowerLawFit.Point(40, 81, 2));
        assertThat(PowerLawFit.of(points)).isEmpty();
    }

    @Test
    void aRatioClearOfTheToleranceAddsAFindingAndNeverMakesAVerdictMilder() {
        Textbook sparse = new Textbook("O(E log E)", 1, "n log² n", Textbook.EDGES_LOG_EDGES);
        PowerLawFit inBand = new PowerLawFit(1.46, 1.40, 1.51, 0, 40, 5);
        PowerLawFit grows = new PowerLawFit(0.55, 0.45, 0.65, 0, 40, 5);
        PowerLawFit same = new PowerLawFit(0.02, -0.05, 0.09, 0, 40, 5);
        assertThat(ExponentVerdict.of(inBand, java.util.Optional.empty(), sparse, 1.25)).isEqualTo(ExponentVerdict.MATCHES);
        assertThat(ExponentVerdict.of(inBand, java.util.Optional.of(grows), sparse, 1.25))
                .isEqualTo(ExponentVerdict.SLOWER_THAN_REFERENCE);
        assertThat(ExponentVerdict.of(inBand, java.util.Optional.of(same), sparse, 1.25)).isEqualTo(ExponentVerdict.MATCHES);
        Random random = new Random(27);
        for (int trial = 0; trial < 100_000; trial++) {
            double predicted = 0.8 + 2 * random.nextDouble();
            Textbook textbook = predicted < 1.5 ? sparse : new Textbook("O(V²)", 2, "n²", Textbook.QUADRATIC);
            PowerLawFit absolute = fit(random, predicted);
            PowerLawFit ratio = fit(random, 0);
            ExponentVerdict alone = ExponentVerdict.of(absolute, textbook, predicted);
            ExponentVerdict with = ExponentVerdict.of(absolute, java.util.Optional.of(ratio), textbook, predicted);
            assertThat(with.upwardSeverity()).as("%s with ratio %s", absolute, ratio).isGreaterThanOrEqualTo(alone.upwardSeverity());
            if (ratio.low() > ExponentVerdict.TOLERANCE) {
                assertThat(with.flagged()).as("%s with ratio %s", absolute, ratio).isTrue();
            }
        }
    }

    @Test
    void growingSlowerThanTheBoundIsNoFindingWhenTheReferenceGrowsAlike() {
        Textbook dense = new Textbook("O(V²)", 2, "n²", Textbook.QUADRATIC);
        PowerLawFit belowTheBand = new PowerLawFit(1.31, 1.21, 1.41, 0, 40, 5);
        PowerLawFit alike = new PowerLawFit(0.05, -0.1, 0.2, 0, 40, 5);
        PowerLawFit slowerStill = new PowerLawFit(-0.6, -0.7, -0.5, 0, 40, 5);
        PowerLawFit outgrowsIt = new PowerLawFit(0.6, 0.5, 0.7, 0, 40, 5);
        // The reference's own fit, with nothing to compare with, stays a finding: its probe sizes are too small.
        assertThat(ExponentVerdict.of(belowTheBand, java.util.Optional.empty(), dense, 2)).isEqualTo(ExponentVerdict.FASTER);
        assertThat(ExponentVerdict.of(belowTheBand, java.util.Optional.of(alike), dense, 2))
                .isEqualTo(ExponentVerdict.FASTER_AS_REFERENCE);
        assertThat(ExponentVerdict.FASTER_AS_REFERENCE.flagged()).isFalse();
        assertThat(ExponentVerdict.of(belowTheBand, java.util.Optional.of(slowerStill), dense, 2))
                .isEqualTo(ExponentVerdict.FASTER);
        // Below the bound but outgrowing its reference: the upward finding wins.
        assertThat(ExponentVerdict.of(belowTheBand, java.util.Optional.of(outgrowsIt), dense, 2))
                .isEqualTo(ExponentVerdict.SLOWER_THAN_REFERENCE);
    }

    @Test
    void fewerThanThreeSizesAreNotFitted() {
        assertThat(PowerLawFit.of(List.of(new PowerLawFit.Point(10, 5), new PowerLawFit.Point(10, 6),
                new PowerLawFit.Point(20, 20)))).isEmpty();
    }

    @Test
    void theVerdictUsesThePapersToleranceAroundThePredictedExponent() {
        Textbook dense = new Textbook("O(V²)", 2, "n²", Textbook.QUADRATIC);
        assertThat(ExponentVerdict.of(2.35, dense, 2)).isEqualTo(ExponentVerdict.MATCHES);
        assertThat(ExponentVerdict.of(2.45, dense, 2)).isEqualTo(ExponentVerdict.SLOWER);
        assertThat(ExponentVerdict.of(1.55, dense, 2)).isEqualTo(ExponentVerdict.FASTER);
        Textbook sparse = new Textbook("O(E log V)", 1, "n log² n", Textbook.LINEARITHMIC);
        assertThat(ExponentVerdict.of(1.25, sparse, 1.0)).isEqualTo(ExponentVerdict.MATCHES);
        assertThat(ExponentVerdict.of(1.45, sparse, 1.0)).isEqualTo(ExponentVerdict.SLOWER);
        assertThat(ExponentVerdict.of(1.45, sparse, 1.36)).isEqualTo(ExponentVerdict.MATCHES);
        assertThat(ExponentVerdict.of(1.9, sparse, 1.36)).isEqualTo(ExponentVerdict.HIDDEN_QUADRATIC);
        assertThat(ExponentVerdict.of(1.9, dense, 2)).isEqualTo(ExponentVerdict.MATCHES);
        assertThat(ExponentVerdict.HIDDEN_QUADRATIC.flagged()).isTrue();
    }

    @Test
    void aDeviationIsAFindingOnlyWhenTheIntervalClearsTheBand() {
        Textbook dense = new Textbook("O(V²)", 2, "n²", Textbook.QUADRATIC);
        PowerLawFit wide = new PowerLawFit(1.5, 1.1, 1.9, 0, 10, 5);
        PowerLawFit narrow = new PowerLawFit(1.5, 1.4, 1.59, 0, 10, 5);
        assertThat(ExponentVerdict.of(wide, dense, 2)).isEqualTo(ExponentVerdict.INCONCLUSIVE);
        assertThat(ExponentVerdict.of(narrow, dense, 2)).isEqualTo(ExponentVerdict.FASTER);
        assertThat(ExponentVerdict.of(new PowerLawFit(2.6, 2.3, 2.9, 0, 10, 5), dense, 2)).isEqualTo(ExponentVerdict.INCONCLUSIVE);
        assertThat(ExponentVerdict.of(new PowerLawFit(2.6, 2.45, 2.75, 0, 10, 5), dense, 2)).isEqualTo(ExponentVerdict.SLOWER);
        assertThat(ExponentVerdict.INCONCLUSIVE.flagged()).isFalse();
        Textbook sparse = new Textbook("O(E log V)", 1, "n log² n", Textbook.LINEARITHMIC);
        // The quadratic rule's midpoint between 1.2 and 2 is 1.6: the whole interval must lie above it.
        assertThat(ExponentVerdict.of(new PowerLawFit(1.8, 1.65, 1.95, 0, 10, 5), sparse, 1.2))
                .isEqualTo(ExponentVerdict.HIDDEN_QUADRATIC);
        assertThat(ExponentVerdict.of(new PowerLawFit(1.8, 1.5, 2.1, 0, 10, 5), sparse, 1.2))
                .isEqualTo(ExponentVerdict.INCONCLUSIVE);
    }

    @Test
    void aFitWhoseIntervalClearsTheBandIsNeverMilderThanOneWithALowerEstimate() {
        Textbook sparse = new Textbook("O(E log V)", 1, "n log² n", Textbook.LINEARITHMIC);
        // The pair: both intervals above 1.0 ± 0.4; the steeper one used to be only inconclusive.
        ExponentVerdict shallow = ExponentVerdict.of(new PowerLawFit(1.45, 1.42, 1.48, 0, 10, 5), sparse, 1.0);
        ExponentVerdict steep = ExponentVerdict.of(new PowerLawFit(1.60, 1.45, 1.75, 0, 10, 5), sparse, 1.0);
        assertThat(shallow).isEqualTo(ExponentVerdict.SLOWER);
        assertThat(steep).isEqualTo(ExponentVerdict.HIDDEN_QUADRATIC);

        Random random = new Random(26);
        List<Textbook> textbooks = List.of(sparse, new Textbook("O(V²)", 2, "n²", Textbook.QUADRATIC),
                new Textbook("O(V³)", 3, "n³", Textbook.CUBIC).asWorstCaseOnly());
        int compared = 0;
        for (int trial = 0; trial < 200_000; trial++) {
            Textbook textbook = textbooks.get(random.nextInt(textbooks.size()));
            double predicted = textbook.exponent() * (0.8 + 0.5 * random.nextDouble());
            PowerLawFit a = fit(random, predicted);
            PowerLawFit b = fit(random, predicted);
            if (a.low() <= predicted + ExponentVerdict.TOLERANCE || b.exponent() >= a.exponent()) {
                continue;
            }
            compared++;
            ExponentVerdict above = ExponentVerdict.of(a, textbook, predicted);
            ExponentVerdict lower = ExponentVerdict.of(b, textbook, predicted);
            assertThat(above.flagged()).as("%s above the band of %s", a, predicted).isTrue();
            assertThat(above.upwardSeverity()).as("%s (%s) against %s (%s), predicted %s", a, above, b, lower, predicted)
                    .isGreaterThanOrEqualTo(lower.upwardSeverity());
        }
        assertThat(compared).isGreaterThan(10_000);
    }

    private static PowerLawFit fit(Random random, double predicted) {
        double exponent = predicted - 1 + 2.5 * random.nextDouble();
        double below = 0.6 * random.nextDouble();
        double above = 0.6 * random.nextDouble();
        return new PowerLawFit(exponent, exponent - below, exponent + above, 0, 10, 5);
    }

    @Test
    void aWorstCaseBoundIsNotAFindingWhenRandomInputsStayBelowIt() {
        Textbook blossom = new Textbook("O(V³)", 3, "n³", Textbook.CUBIC).asWorstCaseOnly();
        assertThat(ExponentVerdict.of(1.7, blossom, 3)).isEqualTo(ExponentVerdict.WITHIN_BOUND);
        assertThat(ExponentVerdict.WITHIN_BOUND.flagged()).isFalse();
        assertThat(ExponentVerdict.of(3.5, blossom, 3)).isEqualTo(ExponentVerdict.SLOWER);
    }

    @Test
    void thePredictedExponentIncludesTheLogFactorsAndTheEdgeGrowthOfTheRegime() {
        List<Textbook.Size> sparse = java.util.stream.Stream.of(500, 1000, 2000, 4000, 8000)
                .map(n -> new Textbook.Size(n, Math.round(1.5 * n * Math.log(n)))).toList();
        double predicted = new Textbook("O(E log V)", 1, "n log² n", Textbook.LINEARITHMIC).exponentOver(sparse);
        assertThat(predicted).isBetween(1.2, 1.3);
        assertThat(new Textbook("O(V + E)", 1, "n log n", Textbook.LINEAR).exponentOver(sparse)).isBetween(1.08, 1.18);
        assertThat(new Textbook("O(V²)", 2, "n²", Textbook.QUADRATIC).exponentOver(sparse)).isCloseTo(2.0,
                org.assertj.core.api.Assertions.within(1e-9));
        assertThat(new Textbook("O(V³)", 3, "n³", Textbook.CUBIC).exponentOver(sparse.subList(0, 2))).isEqualTo(3.0);
    }
}
