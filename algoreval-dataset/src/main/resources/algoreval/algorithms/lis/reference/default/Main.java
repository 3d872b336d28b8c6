import java.util.ArrayList;
import java.util.List;

public class Main {
    static int lisLength(int[] arr) {
        // tails.get(k) = smallest possible last value of a strictly increasing subsequence of length k + 1
        List<Integer> tails = new ArrayList<>();
        for (int x : arr) {
            // first position whose value is >= x
            int lo = 0, hi = tails.size();
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (tails.get(mid) < x) lo = mid + 1; else hi = mid;
            }
            if (lo == tails.size()) tails.add(x); else tails.set(lo, x);
        }
        return tails.size();
    }

    public static void main(String[] args) {
        int[][] arrays = {
            {10, 9, 2, 5, 3, 7, 101, 18},
            {0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15},
            {-3, 4, -1, 0, 0, 2, 9, -5, 6, 7, 7, 3},
            {5, 5, 5, 5},
            {9, 7, 4, 2, -1},
        };
        for (int[] arr : arrays) System.out.println(lisLength(arr));
    }
}
