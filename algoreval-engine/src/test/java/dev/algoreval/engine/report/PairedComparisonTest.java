package dev.algoreval.engine.report;

import dev.algoreval.engine.results.ResultRecord;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PairedComparisonTest {
    /** 40 instances: both pass 20, only A passes 12, only B 3, both fail 5. */
    private static List<Run> runs() {
        List<ResultRecord> a = new ArrayList<>();
        List<ResultRecord> b = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            String id = "algo-" + i + "/python/default";
            boolean aPass = i < 32;
            boolean bPass = i < 20 || (i >= 32 && i < 35);
            a.add(Fixtures.result(id, 0, aPass ? "pass" : "wrong_output"));
            b.add(Fixtures.result(id, 0, bPass ? "pass" : "runtime_error"));
        }
        b.add(Fixtures.result("only-b/python/default", 0, "pass"));
        a.add(Fixtures.result("skipped-in-a/python/default", 0, "skipped"));
        b.add(Fixtures.result("skipped-in-a/python/default", 0, "pass"));
        return List.of(Fixtures.run("a", a), Fixtures.run("b", b));
    }

    @Test
    void countsDiscordantPairsOverInstancesBothCounted() {
        PairedComparison c = PairedComparison.of(runs().get(0), runs().get(1));
        assertThat(c.pairs()).isEqualTo(40);
        assertThat(c.firstOnly()).isEqualTo(12);
        assertThat(c.secondOnly()).isEqualTo(3);
        assertThat(c.firstRate()).isCloseTo(32 / 40.0, within(1e-12));
        assertThat(c.secondRate()).isCloseTo(23 / 40.0, within(1e-12));
        assertThat(c.difference()).isCloseTo(9 / 40.0, within(1e-12));
        assertThat(c.pValue()).isCloseTo(McNemar.exactPValue(12, 3), within(1e-15));
        assertThat(c.pValue()).isCloseTo(0.03515625, within(1e-12)); // 2 · 576 / 32768
    }

    @Test
    void bootstrapIntervalContainsTheObservedDifferenceAndIsReproducible() {
        PairedComparison first = PairedComparison.of(runs().get(0), runs().get(1));
        PairedComparison again = PairedComparison.of(runs().get(0), runs().get(1));
        assertThat(first.interval().contains(first.difference())).isTrue();
        assertThat(first.interval().low()).isLessThan(first.difference());
        assertThat(first.interval().high()).isGreaterThan(first.difference());
        assertThat(again.interval()).isEqualTo(first.interval());
        // Difference of 9/40 with b + c = 15 discordant pairs: the interval excludes zero but not by much.
        assertThat(first.interval().low()).isBetween(0.0, 0.2);
        assertThat(first.interval().high()).isBetween(0.3, 0.45);

        PairedComparison otherSeed = PairedComparison.of(runs().get(0), runs().get(1), 10_000, 7L);
        assertThat(otherSeed.interval().low()).isCloseTo(first.interval().low(), within(0.03));
    }

    @Test
    void identicalRunsHaveAZeroWidthInterval() {
        Run a = runs().get(0);
        PairedComparison c = PairedComparison.of(a, a);
        assertThat(c.difference()).isZero();
        assertThat(c.interval().low()).isZero();
        assertThat(c.interval().high()).isZero();
        assertThat(c.pValue()).isEqualTo(1.0);
    }

    @Test
    void runsWithNothingInCommonHaveNoPairs() {
        Run a = Fixtures.run("a", List.of(Fixtures.result("x/go/default", 0, "pass")));
        Run b = Fixtures.run("b", List.of(Fixtures.result("y/go/default", 0, "pass")));
        PairedComparison c = PairedComparison.of(a, b);
        assertThat(c.pairs()).isZero();
        assertThat(c.interval()).isNull();
        assertThat(c.pValue()).isEqualTo(1.0);
    }

    @Test
    void samplesArePairedByIndexAndInstancesResampledWhole() {
        List<ResultRecord> a = new ArrayList<>();
        List<ResultRecord> b = new ArrayList<>();
        for (int s = 0; s < 4; s++) {
            a.add(Fixtures.result("lcs/c/default", s, s < 3 ? "pass" : "wrong_output"));
            b.add(Fixtures.result("lcs/c/default", s, s < 1 ? "pass" : "wrong_output"));
        }
        PairedComparison c = PairedComparison.of(Fixtures.run("a", a), Fixtures.run("b", b));
        assertThat(c.pairs()).isEqualTo(4);
        assertThat(c.instances()).isEqualTo(1);
        assertThat(c.firstOnly()).isEqualTo(2);
        // One instance: every resample is that instance, so the interval collapses on the difference.
        assertThat(c.interval().low()).isCloseTo(0.5, within(1e-12));
        assertThat(c.interval().high()).isCloseTo(0.5, within(1e-12));
    }
}
