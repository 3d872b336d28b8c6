public class Main {
    static class SegmentTree {
        private final int n;
        private final long[] tree; // node 1 is the root; node k has children 2k and 2k+1

        SegmentTree(long[] arr) {
            n = arr.length;
            tree = new long[4 * n];
            build(1, 0, n - 1, arr);
        }

        private void build(int node, int lo, int hi, long[] arr) {
            if (lo == hi) {
                tree[node] = arr[lo];
                return;
            }
            int mid = (lo + hi) / 2;
            build(2 * node, lo, mid, arr);
            build(2 * node + 1, mid + 1, hi, arr);
            tree[node] = Math.min(tree[2 * node], tree[2 * node + 1]);
        }

        void update(int i, long value) {
            update(1, 0, n - 1, i, value);
        }

        private void update(int node, int lo, int hi, int i, long value) {
            if (lo == hi) {
                tree[node] = value;
                return;
            }
            int mid = (lo + hi) / 2;
            if (i <= mid) {
                update(2 * node, lo, mid, i, value);
            } else {
                update(2 * node + 1, mid + 1, hi, i, value);
            }
            tree[node] = Math.min(tree[2 * node], tree[2 * node + 1]);
        }

        long query(int l, int r) {
            return query(1, 0, n - 1, l, r);
        }

        private long query(int node, int lo, int hi, int l, int r) {
            if (l <= lo && hi <= r) return tree[node];
            int mid = (lo + hi) / 2;
            if (r <= mid) return query(2 * node, lo, mid, l, r);
            if (l > mid) return query(2 * node + 1, mid + 1, hi, l, r);
            return Math.min(query(2 * node, lo, mid, l, r), query(2 * node + 1, mid + 1, hi, l, r));
        }
    }

    public static void main(String[] args) {
        long[] arr = {9, 4, -2, 7, 7, 3, 15, -6, 8, 0, 5};
        int[][] ops = {{1, 0, 10}, {1, 0, 1}, {1, 3, 6}, {0, 7, 12}, {1, 5, 10}, {0, 2, 11}, {1, 0, 4},
                       {1, 8, 8}, {0, 4, -3}, {1, 3, 5}, {1, 6, 9}, {0, 9, 20}, {1, 8, 10}};
        SegmentTree st = new SegmentTree(arr);
        StringBuilder out = new StringBuilder();
        for (int[] op : ops) {
            if (op[0] == 0) {
                st.update(op[1], op[2]);
            } else {
                out.append(st.query(op[1], op[2])).append('\n');
            }
        }
        System.out.print(out);
    }
}
