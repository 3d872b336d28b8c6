package dev.algoreval.dataset.plus.check;

import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.JsonValues;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Replays a {@code DisjointSet(n)} test (find, unite, connected, count) on its own partition of 0..n-1.
 * The prompt does not say which element represents a set, so find's answers are checked rather than
 * compared: each must be an element of x's set, and all finds on one set must return the same element
 * until the next merge (a representative belongs to the set, not to the call). unite, connected and
 * count are determined by the calls and must equal the expected results.
 */
public final class DisjointSetChecker implements Checker {
    @Override
    public Optional<String> check(HiddenTest test, Object actual) {
        int n = ((Number) test.args().get(0)).intValue();
        List<?> expected = (List<?>) test.expected();
        if (!(actual instanceof List<?> results) || results.size() != expected.size()) {
            return Optional.of("expected " + expected.size() + " results (one per call) but got " + JsonValues.write(actual));
        }
        Partition sets = new Partition(n);
        Map<Integer, Object> representativeSinceLastMerge = new HashMap<>();
        for (int k = 0; k < test.calls().size(); k++) {
            HiddenTest.Call call = test.calls().get(k);
            Object got = results.get(k);
            String where = "call " + k + ", " + call.method() + JsonValues.write(call.args()) + ": ";
            if (call.method().equals("find")) {
                int x = ((Number) call.args().get(0)).intValue();
                if (!(got instanceof Long element) || element < 0 || element >= n) {
                    return Optional.of(where + "returned " + JsonValues.write(got) + ", which is not an element 0.." + (n - 1));
                }
                int root = sets.root(x);
                if (sets.root(element.intValue()) != root) {
                    return Optional.of(where + "returned " + element + ", which is not in the set of " + x);
                }
                Object earlier = representativeSinceLastMerge.putIfAbsent(root, got);
                if (earlier != null && !earlier.equals(got)) {
                    return Optional.of(where + "returned " + element + ", but an earlier find on the same set returned "
                            + earlier + " and no merge came between them");
                }
                continue;
            }
            if (!Objects.equals(got, expected.get(k))) {
                return Optional.of(where + "expected " + JsonValues.write(expected.get(k)) + " but got " + JsonValues.write(got));
            }
            if (call.method().equals("unite")
                    && sets.merge(((Number) call.args().get(0)).intValue(), ((Number) call.args().get(1)).intValue())) {
                representativeSinceLastMerge.clear();
            }
        }
        return Optional.empty();
    }

    /** The checker's own sets: union by size with path halving, enough for 10^5 calls. */
    private static final class Partition {
        private final int[] parent;
        private final int[] size;

        Partition(int n) {
            parent = new int[n];
            size = new int[n];
            for (int i = 0; i < n; i++) {
                parent[i] = i;
                size[i] = 1;
            }
        }

        int root(int x) {
            int r = x;
            while (parent[r] != r) {
                parent[r] = parent[parent[r]];
                r = parent[r];
            }
            return r;
        }

        boolean merge(int a, int b) {
            int ra = root(a);
            int rb = root(b);
            if (ra == rb) {
                return false;
            }
            if (size[ra] < size[rb]) {
                int t = ra;
                ra = rb;
                rb = t;
            }
            parent[rb] = ra;
            size[ra] += size[rb];
            return true;
        }
    }
}
