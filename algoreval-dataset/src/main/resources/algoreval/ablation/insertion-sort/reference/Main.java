public class Main {
    static int[][] solve(int[][] items) {
        int[][] sorted = new int[items.length][];
        for (int i = 0; i < items.length; i++) {
            sorted[i] = items[i].clone();
        }
        for (int i = 1; i < sorted.length; i++) {
            int[] pair = sorted[i];
            int j = i - 1;
            while (j >= 0 && sorted[j][0] > pair[0]) {
                sorted[j + 1] = sorted[j];
                j--;
            }
            sorted[j + 1] = pair;
        }
        return sorted;
    }

    public static void main(String[] args) {
        int[][] items = {{5, 0}, {2, 1}, {5, 2}, {1, 3}, {2, 4}, {5, 5}, {3, 6}};
        StringBuilder out = new StringBuilder();
        for (int[] pair : solve(items)) {
            out.append(out.length() == 0 ? "" : " ").append(pair[1]);
        }
        System.out.println(out);
    }
}
