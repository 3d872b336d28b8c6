function lisLength(arr) {
  // tails[k] = smallest possible last value of a strictly increasing subsequence of length k + 1
  const tails = [];
  for (const x of arr) {
    // first position whose value is >= x
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = x;
  }
  return tails.length;
}

const arrays = [
  [10, 9, 2, 5, 3, 7, 101, 18],
  [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15],
  [-3, 4, -1, 0, 0, 2, 9, -5, 6, 7, 7, 3],
  [5, 5, 5, 5],
  [9, 7, 4, 2, -1],
];
for (const arr of arrays) console.log(lisLength(arr));
