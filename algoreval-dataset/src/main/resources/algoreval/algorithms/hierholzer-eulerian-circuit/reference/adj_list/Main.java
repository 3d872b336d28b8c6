import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.StringJoiner;

public class Main {
    static List<Integer> findEulerianCircuit(int[][] adj, int start) {
        int V = adj.length;
        List<List<Integer>> succ = new ArrayList<>(); // sorted copies of the successor lists
        for (int[] targets : adj) {
            List<Integer> list = new ArrayList<>();
            for (int v : targets) list.add(v);
            Collections.sort(list);
            succ.add(list);
        }
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
        int[][] adj = {{5}, {5}, {4}, {5}, {6, 3, 5}, {4, 0, 6, 2}, {1, 4}};
        int start = 3;
        StringJoiner line = new StringJoiner(" ");
        for (int v : findEulerianCircuit(adj, start)) line.add(String.valueOf(v));
        System.out.println(line);
    }
}
