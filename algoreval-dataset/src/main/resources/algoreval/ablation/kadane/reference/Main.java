public class Main {
    static long[] solve(int[] a) {
        long running = 0;
        int start = 0;
        long[] best = new long[3];
        for (int i = 0; i < a.length; i++) {
            if (running < 0) {
                running = 0;
                start = i;
            }
            running += a[i];
            if (i == 0 || running > best[0]) {
                best = new long[] {running, start, i};
            }
        }
        return best;
    }

    public static void main(String[] args) {
        int[] a = {-2, 1, -1, 4, -5, 2, 2, -7, 3, 1};
        long[] best = solve(a);
        System.out.println(best[0] + " " + best[1] + " " + best[2]);
    }
}
