package dev.algoreval.dataset.plus.check;

import java.util.List;

/** {@link MinimumCutChecker} for the variant whose graph argument is a weighted adjacency matrix. */
public final class MinimumCutAdjMatrixChecker extends MinimumCutChecker {
    @Override
    UndirectedInput graph(List<Object> args) {
        return UndirectedInput.fromAdjMatrix(args);
    }
}
