/** Contract §12 `Rating`. Replace with RouterOutputs['ratings']['forUser'][number] once the router has it. */
export interface Rating {
  rating_id: number;
  stars: number;
  comment: string;
  timestamp: string;
  from_user: { user_id: number; name: string; nickname: string | null };
  to_user_id: number;
  transaction_id: number;
}
