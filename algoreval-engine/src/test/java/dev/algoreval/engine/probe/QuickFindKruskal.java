package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Language;

/**
 * A correct Kruskal whose union-find is quick-find: each union relabels every vertex of one set by a scan
 * over all V labels, O(V²) over the V - 1 unions. At the probe's sizes that scan costs about what sorting
 * the edges costs in a compiled language, so the absolute slope sits near the textbook's (the issue measured
 * k 1.46, like the JavaScript reference); only the comparison with the reference on the same inputs tells.
 */
final class QuickFindKruskal {
    private QuickFindKruskal() {
    }

    static String program(Language language) {
        return switch (language) {
            case C -> C;
            case CPP -> CPP;
            case GO -> GO;
            case PYTHON -> PYTHON;
            case JAVA -> JAVA;
            case JAVASCRIPT -> JAVASCRIPT;
            default -> throw new IllegalArgumentException("no quick-find Kruskal in " + language);
        };
    }

    private static final String C = """
            #include <stdlib.h>

            static const int (*sortEdges)[3];

            static int byWeight(const void *a, const void *b) {
                int wa = sortEdges[*(const int *) a][2], wb = sortEdges[*(const int *) b][2];
                return (wa > wb) - (wa < wb);
            }

            int **kruskalMST(int V, const int edges[][3], int edgesSize, int *returnSize, int **returnColumnSizes) {
                int *order = malloc(sizeof(int) * (edgesSize > 0 ? edgesSize : 1));
                for (int i = 0; i < edgesSize; i++) order[i] = i;
                sortEdges = edges;
                qsort(order, edgesSize, sizeof(int), byWeight);
                int *label = malloc(sizeof(int) * (V > 0 ? V : 1));
                for (int v = 0; v < V; v++) label[v] = v;
                int **out = malloc(sizeof(int *) * (V > 0 ? V : 1));
                *returnColumnSizes = malloc(sizeof(int) * (V > 0 ? V : 1));
                int count = 0;
                for (int k = 0; k < edgesSize && count < V - 1; k++) {
                    const int *e = edges[order[k]];
                    int a = label[e[0]], b = label[e[1]];
                    if (a != b) {
                        for (int v = 0; v < V; v++) { /* quick-find: relabel by a scan of all V labels */
                            if (label[v] == a) label[v] = b;
                        }
                        out[count] = malloc(sizeof(int) * 3);
                        out[count][0] = e[0];
                        out[count][1] = e[1];
                        out[count][2] = e[2];
                        (*returnColumnSizes)[count] = 3;
                        count++;
                    }
                }
                free(order);
                free(label);
                *returnSize = count;
                return out;
            }

            int main(void) {
                return 0;
            }
            """;

    private static final String CPP = """
            #include <algorithm>
            #include <array>
            #include <numeric>
            #include <vector>

            using Edge = std::array<int, 3>;

            std::vector<Edge> kruskalMST(int V, std::vector<Edge> edges) {
                std::sort(edges.begin(), edges.end(), [](const Edge& a, const Edge& b) { return a[2] < b[2]; });
                std::vector<int> label(V);
                std::iota(label.begin(), label.end(), 0);
                std::vector<Edge> mst;
                for (const auto& e : edges) {
                    int a = label[e[0]], b = label[e[1]];
                    if (a == b) continue;
                    for (int& l : label) {  // quick-find: relabel by a scan of all V labels
                        if (l == a) l = b;
                    }
                    mst.push_back(e);
                    if (static_cast<int>(mst.size()) == V - 1) break;
                }
                return mst;
            }

            int main() { return 0; }
            """;

    private static final String GO = """
            package main

            import "sort"

            func kruskalMST(V int, edges [][3]int) [][3]int {
            	sorted := append([][3]int(nil), edges...)
            	sort.Slice(sorted, func(i, j int) bool { return sorted[i][2] < sorted[j][2] })
            	label := make([]int, V)
            	for v := range label {
            		label[v] = v
            	}
            	var mst [][3]int
            	for _, e := range sorted {
            		a, b := label[e[0]], label[e[1]]
            		if a == b {
            			continue
            		}
            		for v := range label { // quick-find: relabel by a scan of all V labels
            			if label[v] == a {
            				label[v] = b
            			}
            		}
            		mst = append(mst, e)
            		if len(mst) == V-1 {
            			break
            		}
            	}
            	return mst
            }

            func main() {}
            """;

    private static final String PYTHON = """
            def kruskalMST(V, edges):
                label = list(range(V))
                mst = []
                for u, v, w in sorted(edges, key=lambda e: e[2]):
                    a, b = label[u], label[v]
                    if a == b:
                        continue
                    for x in range(V):  # quick-find: relabel by a scan of all V labels
                        if label[x] == a:
                            label[x] = b
                    mst.append([u, v, w])
                    if len(mst) == V - 1:
                        break
                return mst
            """;

    private static final String JAVA = """
            import java.util.ArrayList;
            import java.util.Arrays;
            import java.util.Comparator;
            import java.util.List;

            public class Main {
                static List<int[]> kruskalMST(int V, int[][] edges) {
                    int[][] sorted = edges.clone();
                    Arrays.sort(sorted, Comparator.comparingInt(e -> e[2]));
                    int[] label = new int[V];
                    for (int v = 0; v < V; v++) label[v] = v;
                    List<int[]> mst = new ArrayList<>();
                    for (int[] e : sorted) {
                        int a = label[e[0]], b = label[e[1]];
                        if (a == b) continue;
                        for (int v = 0; v < V; v++) { // quick-find: relabel by a scan of all V labels
                            if (label[v] == a) label[v] = b;
                        }
                        mst.add(e);
                        if (mst.size() == V - 1) break;
                    }
                    return mst;
                }

                public static void main(String[] args) {
                }
            }
            """;

    private static final String JAVASCRIPT = """
            function kruskalMST(V, edges) {
              const sorted = [...edges].sort((x, y) => x[2] - y[2]);
              const label = Array.from({ length: V }, (_, v) => v);
              const mst = [];
              for (const e of sorted) {
                const a = label[e[0]], b = label[e[1]];
                if (a === b) continue;
                for (let v = 0; v < V; v++) { // quick-find: relabel by a scan of all V labels
                  if (label[v] === a) label[v] = b;
                }
                mst.push(e);
                if (mst.length === V - 1) break;
              }
              return mst;
            }
            """;
}
