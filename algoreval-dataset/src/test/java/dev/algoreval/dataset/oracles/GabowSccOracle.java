package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.Components;
import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;

/** JGraphT's Kosaraju inspector: a different SCC algorithm from the one the prompt asks for, same components. */
public final class GabowSccOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return true;
    }

    @Override
    protected String expectedOutput(InputGraph graph, OracleInput input) {
        return Components.lines(new KosarajuStrongConnectivityInspector<>(graph.toJGraphT()).stronglyConnectedSets());
    }
}
