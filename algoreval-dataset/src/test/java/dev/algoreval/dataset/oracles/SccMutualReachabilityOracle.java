package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.Components;
import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import org.jgrapht.alg.connectivity.GabowStrongConnectivityInspector;

/** JGraphT's Gabow inspector: a DFS-based SCC algorithm instead of the transitive closure, same components. */
public final class SccMutualReachabilityOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return true;
    }

    @Override
    protected String expectedOutput(InputGraph graph, OracleInput input) {
        return Components.lines(new GabowStrongConnectivityInspector<>(graph.toJGraphT()).stronglyConnectedSets());
    }
}
