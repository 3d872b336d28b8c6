import java.util.StringJoiner;

public class Main {
    static int[] radixSort(int[] arr) {
        int[] result = arr.clone();
        int max = 0;
        for (int x : result) max = Math.max(max, x);
        for (long exp = 1; max / exp > 0; exp *= 10) {
            // One stable counting-sort pass on the decimal digit at position exp.
            int[] counts = new int[10];
            for (int x : result) counts[(int) (x / exp % 10)]++;
            for (int d = 1; d < 10; d++) counts[d] += counts[d - 1];
            int[] output = new int[result.length];
            for (int i = result.length - 1; i >= 0; i--) {
                int d = (int) (result[i] / exp % 10);
                output[--counts[d]] = result[i];
            }
            result = output;
        }
        return result;
    }

    public static void main(String[] args) {
        int[] arr = {170, 45, 75, 90, 802, 24, 2, 66, 1009, 0, 45, 3310, 7, 802, 58};
        StringJoiner out = new StringJoiner(" ");
        for (int x : radixSort(arr)) out.add(String.valueOf(x));
        System.out.println(out);
    }
}
