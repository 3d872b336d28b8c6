package dev.algoreval.engine.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GnpTest {

    @Test
    void theSameSeedGivesTheSameGraphAndAnotherSeedAnother() {
        List<int[]> a = Gnp.undirected(300, 0.1, new Random(7));
        List<int[]> b = Gnp.undirected(300, 0.1, new Random(7));
        List<int[]> c = Gnp.undirected(300, 0.1, new Random(8));
        assertThat(a).usingElementComparator(GnpTest::compare).containsExactlyElementsOf(b);
        assertThat(a).usingElementComparator(GnpTest::compare).isNotEqualTo(c);
    }

    @Test
    void undirectedEdgesAreDistinctPairsWithoutLoopsAndTheirCountIsNearPTimesThePairs() {
        int n = 1000;
        double p = 0.05;
        List<int[]> edges = Gnp.undirected(n, p, new Random(1));
        Set<Long> seen = new HashSet<>();
        for (int[] e : edges) {
            assertThat(e[0]).isBetween(0, n - 1).isLessThan(e[1]);
            assertThat(e[1]).isLessThan(n);
            assertThat(seen.add((long) e[0] * n + e[1])).as("edge %d-%d once", e[0], e[1]).isTrue();
        }
        // Binomial(499500, 0.05): mean 24975, standard deviation 154; 5 deviations either way.
        assertThat(edges.size()).isBetween(24975 - 770, 24975 + 770);
    }

    @Test
    void directedEdgesCoverBothDirectionsWithoutLoops() {
        int n = 400;
        List<int[]> edges = Gnp.directed(n, 0.2, new Random(3));
        Set<Long> seen = new HashSet<>();
        int backwards = 0;
        for (int[] e : edges) {
            assertThat(e[0]).isNotEqualTo(e[1]);
            assertThat(seen.add((long) e[0] * n + e[1])).isTrue();
            backwards += e[0] > e[1] ? 1 : 0;
        }
        // Binomial(159600, 0.2): mean 31920, sd 160; half of them backwards.
        assertThat(edges.size()).isBetween(31920 - 800, 31920 + 800);
        assertThat(backwards).isBetween(edges.size() / 2 - 600, edges.size() / 2 + 600);
    }

    @Test
    void pOfOneIsTheCompleteGraphAndPOfZeroTheEmptyOne() {
        assertThat(Gnp.undirected(20, 1.0, new Random(1))).hasSize(190);
        assertThat(Gnp.directed(20, 1.0, new Random(1))).hasSize(380);
        assertThat(Gnp.undirected(20, 0.0, new Random(1))).isEmpty();
    }

    @Test
    void theSparseRegimeHasAboutThreeNLogNOverTwoEdgesAndIsConnected() {
        int n = 4000;
        ProbeGraph g = new ProbeGraph(n, false, Gnp.undirected(n, Regime.SPARSE.edgeProbability(n), new Random(5)),
                java.util.Optional.empty());
        double expected = 1.5 * n * Math.log(n) * (n - 1) / n;
        assertThat((double) g.edgeCount()).isBetween(expected * 0.95, expected * 1.05);
        assertThat(Oracles.connected(g)).isTrue();
    }

    private static int compare(int[] x, int[] y) {
        return x[0] != y[0] ? Integer.compare(x[0], y[0]) : Integer.compare(x[1], y[1]);
    }
}
