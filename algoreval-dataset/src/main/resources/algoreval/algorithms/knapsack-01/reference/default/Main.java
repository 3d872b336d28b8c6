public class Main {
    static int knapsack(int[] weights, int[] values, int capacity) {
        // best[c] = maximum value achievable with total weight at most c
        int[] best = new int[capacity + 1];
        for (int i = 0; i < weights.length; i++) {
            // iterate capacities downwards so that each item is used at most once
            for (int c = capacity; c >= weights[i]; c--) {
                best[c] = Math.max(best[c], best[c - weights[i]] + values[i]);
            }
        }
        return best[capacity];
    }

    public static void main(String[] args) {
        int[] weights = {5, 4, 6, 3, 7, 2, 8, 5, 4, 9};
        int[] values = {10, 40, 30, 50, 35, 12, 45, 28, 22, 60};
        for (int capacity : new int[] {20, 15, 1}) {
            System.out.println(knapsack(weights, values, capacity));
        }
    }
}
