// Hand-written in the shape `supabase gen types typescript` produces, until the migrations exist
// and this file is regenerated from them (CI then fails when the two differ).

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      bookings: {
        Row: {
          adults: number;
          amount: number;
          budget: string | null;
          created_at: string;
          customer_email: string;
          customer_name: string;
          customer_phone: string;
          destinations: string[] | null;
          end_date: string | null;
          id: string;
          number_of_guests: number;
          reference: string;
          safari_type: string | null;
          special_requirements: string | null;
          status: Database['public']['Enums']['booking_status'];
          tour_date: string;
          tour_name: string;
          tour_slug: string | null;
          tour_types: string[] | null;
          updated_at: string;
          user_id: string | null;
          youths: number;
        };
        Insert: {
          adults?: number;
          amount?: number;
          budget?: string | null;
          created_at?: string;
          customer_email: string;
          customer_name: string;
          customer_phone: string;
          destinations?: string[] | null;
          end_date?: string | null;
          id?: string;
          number_of_guests: number;
          reference?: string;
          safari_type?: string | null;
          special_requirements?: string | null;
          status?: Database['public']['Enums']['booking_status'];
          tour_date: string;
          tour_name: string;
          tour_slug?: string | null;
          tour_types?: string[] | null;
          updated_at?: string;
          user_id?: string | null;
          youths?: number;
        };
        Update: {
          adults?: number;
          amount?: number;
          budget?: string | null;
          created_at?: string;
          customer_email?: string;
          customer_name?: string;
          customer_phone?: string;
          destinations?: string[] | null;
          end_date?: string | null;
          id?: string;
          number_of_guests?: number;
          reference?: string;
          safari_type?: string | null;
          special_requirements?: string | null;
          status?: Database['public']['Enums']['booking_status'];
          tour_date?: string;
          tour_name?: string;
          tour_slug?: string | null;
          tour_types?: string[] | null;
          updated_at?: string;
          user_id?: string | null;
          youths?: number;
        };
        Relationships: [];
      };
      contact_submissions: {
        Row: {
          created_at: string;
          email: string;
          id: string;
          message: string;
          name: string;
          phone: string;
          status: Database['public']['Enums']['contact_status'];
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          email: string;
          id?: string;
          message: string;
          name: string;
          phone: string;
          status?: Database['public']['Enums']['contact_status'];
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          email?: string;
          id?: string;
          message?: string;
          name?: string;
          phone?: string;
          status?: Database['public']['Enums']['contact_status'];
          updated_at?: string;
        };
        Relationships: [];
      };
      user_roles: {
        Row: {
          created_at: string;
          id: string;
          role: Database['public']['Enums']['app_role'];
          user_id: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          role?: Database['public']['Enums']['app_role'];
          user_id: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          role?: Database['public']['Enums']['app_role'];
          user_id?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      [_ in never]: never;
    };
    Enums: {
      app_role: 'admin' | 'user';
      booking_status: 'pending' | 'confirmed' | 'cancelled';
      contact_status: 'unread' | 'read' | 'replied';
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type PublicSchema = Database['public'];

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T];

export const Constants = {
  public: {
    Enums: {
      app_role: ['admin', 'user'],
      booking_status: ['pending', 'confirmed', 'cancelled'],
      contact_status: ['unread', 'read', 'replied'],
    },
  },
} as const;
