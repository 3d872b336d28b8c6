import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;

public class Main {
    static List<List<Integer>> sccByReachability(int n, int[][] edges) {
        boolean[][] reach = new boolean[n][n];
        for (int v = 0; v < n; v++) reach[v][v] = true;
        for (int[] e : edges) reach[e[0]][e[1]] = true;
        // Warshall's transitive closure: afterwards reach[i][j] is true iff j is reachable from i
        for (int k = 0; k < n; k++)
            for (int i = 0; i < n; i++)
                if (reach[i][k])
                    for (int j = 0; j < n; j++)
                        if (reach[k][j]) reach[i][j] = true;

        boolean[] assigned = new boolean[n];
        List<List<Integer>> components = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            if (assigned[v]) continue;
            List<Integer> component = new ArrayList<>();
            for (int w = 0; w < n; w++) {
                if (reach[v][w] && reach[w][v]) {
                    component.add(w);
                    assigned[w] = true;
                }
            }
            components.add(component);
        }
        return components;
    }

    public static void main(String[] args) {
        int n = 8;
        int[][] edges = {{0, 6}, {6, 0}, {6, 2}, {2, 3}, {3, 5}, {5, 2}, {1, 0}, {1, 4}, {4, 5},
                         {3, 7}, {4, 7}};
        List<List<Integer>> components = sccByReachability(n, edges);
        for (List<Integer> c : components) Collections.sort(c);
        components.sort((a, b) -> Integer.compare(a.get(0), b.get(0)));
        StringBuilder out = new StringBuilder();
        for (List<Integer> c : components) {
            out.append(c.stream().map(String::valueOf).collect(Collectors.joining(" "))).append('\n');
        }
        System.out.print(out);
    }
}
