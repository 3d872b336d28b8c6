public class Main {
    static class FenwickTree {
        private final int n;
        private final long[] tree; // 1-based internal array

        FenwickTree(int n) {
            this.n = n;
            this.tree = new long[n + 1];
        }

        void add(int i, long delta) {
            for (i++; i <= n; i += i & -i) {
                tree[i] += delta;
            }
        }

        long prefixSum(int i) {
            long total = 0;
            for (i++; i > 0; i -= i & -i) {
                total += tree[i];
            }
            return total;
        }

        long rangeSum(int l, int r) {
            return prefixSum(r) - prefixSum(l - 1);
        }
    }

    public static void main(String[] args) {
        long[] arr = {5, -3, 7, 0, 2, -8, 4, 4, 10, -1, 6, 3};
        int[][] ops = {{1, 0, 11}, {1, 2, 5}, {0, 3, 6}, {1, 0, 3}, {0, 11, -5}, {1, 8, 11},
                       {0, 0, -5}, {1, 0, 0}, {1, 4, 4}, {0, 6, 2}, {1, 5, 9}, {1, 3, 7}};
        FenwickTree ft = new FenwickTree(arr.length);
        for (int i = 0; i < arr.length; i++) {
            ft.add(i, arr[i]);
        }
        StringBuilder out = new StringBuilder();
        for (int[] op : ops) {
            if (op[0] == 0) {
                ft.add(op[1], op[2]);
            } else {
                out.append(ft.rangeSum(op[1], op[2])).append('\n');
            }
        }
        System.out.print(out);
    }
}
