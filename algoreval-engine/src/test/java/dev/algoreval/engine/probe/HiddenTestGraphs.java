package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.HiddenTests;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The dataset's hidden tests of an edge-list variant read back as probe inputs, to check the probe's truth against their expected values. */
final class HiddenTestGraphs {
    private HiddenTestGraphs() {
    }

    static List<HiddenTest> edgeListTests(String algorithm) {
        List<HiddenTest> tests = HiddenTests.of(algorithm, Representation.EDGE_LIST).orElseThrow();
        org.assertj.core.api.Assertions.assertThat(tests).as(algorithm + " hidden tests").hasSizeGreaterThanOrEqualTo(10);
        return tests;
    }

    /** args [n, [[u, v, w?], ...], ...] as a graph; weighted when the edges have a third entry. */
    static ProbeGraph graph(HiddenTest test, boolean directed) {
        int n = ((Number) test.args().get(0)).intValue();
        List<?> rows = (List<?>) test.args().get(1);
        List<int[]> edges = new ArrayList<>();
        long[] weights = new long[rows.size()];
        boolean weighted = false;
        for (int i = 0; i < rows.size(); i++) {
            List<?> e = (List<?>) rows.get(i);
            edges.add(new int[] {((Number) e.get(0)).intValue(), ((Number) e.get(1)).intValue()});
            if (e.size() > 2) {
                weighted = true;
                weights[i] = ((Number) e.get(2)).longValue();
            }
        }
        return new ProbeGraph(n, directed, edges, weighted ? Optional.of(weights) : Optional.empty());
    }

    static int intArg(HiddenTest test, int index) {
        return ((Number) test.args().get(index)).intValue();
    }
}
