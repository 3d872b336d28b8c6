function countingSort(arr) {
  const max = arr.reduce((m, x) => Math.max(m, x), 0);
  const counts = new Array(max + 1).fill(0);
  for (const x of arr) counts[x]++;
  // Prefix sums give each value's final position; walking backwards keeps the sort stable.
  for (let v = 1; v <= max; v++) counts[v] += counts[v - 1];
  const result = new Array(arr.length);
  for (let i = arr.length - 1; i >= 0; i--) {
    result[--counts[arr[i]]] = arr[i];
  }
  return result;
}

const arr = [7, 3, 0, 12, 3, 9, 1, 7, 15, 0, 4, 12, 3, 8];
console.log(countingSort(arr).join(' '));
