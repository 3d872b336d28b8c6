import java.util.Arrays;
import java.util.StringJoiner;

public class Main {
    static int[] mergeSort(int[] arr) {
        if (arr.length <= 1) return arr.clone();
        int mid = arr.length / 2;
        int[] left = mergeSort(Arrays.copyOfRange(arr, 0, mid));
        int[] right = mergeSort(Arrays.copyOfRange(arr, mid, arr.length));
        int[] merged = new int[arr.length];
        int i = 0, j = 0, k = 0;
        while (i < left.length && j < right.length) {
            merged[k++] = (left[i] <= right[j]) ? left[i++] : right[j++];
        }
        while (i < left.length) merged[k++] = left[i++];
        while (j < right.length) merged[k++] = right[j++];
        return merged;
    }

    public static void main(String[] args) {
        int[] arr = {38, -5, 12, 0, 7, -5, 99, 3, 12, -20, 7, 1, 0, 45};
        StringJoiner sj = new StringJoiner(" ");
        for (int x : mergeSort(arr)) sj.add(Integer.toString(x));
        System.out.println(sj);
    }
}
