package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.StringJoiner;

/**
 * Brute force over all 2^(n-1) - 1 cuts (vertex 0 stays on the first side). It also checks that the
 * minimum cut is unique, since the test prints its side that does not contain vertex 0.
 */
public final class StoerWagnerMinCutOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return false;
    }

    @Override
    protected String expectedOutput(InputGraph graph, OracleInput input) {
        int n = graph.n();
        if (n < 2 || n > 20) {
            throw new IllegalArgumentException("brute force needs 2..20 vertices, got " + n);
        }
        long best = Long.MAX_VALUE;
        int bestMask = -1;
        int ties = 0;
        // bit v of mask set: vertex v is on the side without vertex 0 (bit 0 is never set)
        for (int mask = 2; mask < (1 << n); mask += 2) {
            long weight = 0;
            for (InputGraph.Edge e : graph.edges()) {
                if (((mask >> e.u()) & 1) != ((mask >> e.v()) & 1)) {
                    weight += e.w();
                }
            }
            if (weight < best) {
                best = weight;
                bestMask = mask;
                ties = 0;
            } else if (weight == best) {
                ties++;
            }
        }
        if (ties > 0) {
            throw new IllegalStateException("the minimum cut (weight " + best + ") is not unique");
        }
        StringJoiner side = new StringJoiner(" ");
        for (int v = 0; v < n; v++) {
            if (((bestMask >> v) & 1) == 1) {
                side.add(String.valueOf(v));
            }
        }
        return best + "\n" + side + "\n";
    }
}
