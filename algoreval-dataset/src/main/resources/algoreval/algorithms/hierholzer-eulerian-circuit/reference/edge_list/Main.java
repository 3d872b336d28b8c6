import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.StringJoiner;

public class Main {
    static List<Integer> findEulerianCircuit(int V, int[][] edges, int start) {
        List<List<Integer>> succ = new ArrayList<>();
        for (int u = 0; u < V; u++) succ.add(new ArrayList<>());
        for (int[] e : edges) succ.get(e[0]).add(e[1]);
        for (List<Integer> targets : succ) Collections.sort(targets);
        int[] used = new int[V]; // the first used[u] edges of succ[u] are already walked
        ArrayDeque<Integer> stack = new ArrayDeque<>();
        List<Integer> circuit = new ArrayList<>();
        stack.push(start);
        while (!stack.isEmpty()) {
            int u = stack.peek();
            if (used[u] < succ.get(u).size()) {
                stack.push(succ.get(u).get(used[u]++));
            } else {
                // u has no unused edge left: it is final at this point of the circuit
                circuit.add(stack.pop());
            }
        }
        Collections.reverse(circuit);
        return circuit;
    }

    public static void main(String[] args) {
        int V = 7;
        int[][] edges = {{5, 4}, {0, 5}, {4, 6}, {1, 5}, {5, 0}, {2, 4}, {6, 1}, {4, 3}, {5, 6}, {3, 5}, {6, 4}, {5, 2}, {4, 5}};
        int start = 3;
        StringJoiner line = new StringJoiner(" ");
        for (int v : findEulerianCircuit(V, edges, start)) line.add(String.valueOf(v));
        System.out.println(line);
    }
}
